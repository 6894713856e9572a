import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { writeInParts } from "#/server/write-in-parts.ts";

/** A response whose system buffer is full after every part it is handed, until it emits 'drain'. */
function slowResponse() {
  const parts: Buffer[] = [];
  let ended: Buffer | undefined;
  const response = Object.assign(new EventEmitter(), {
    write: (part: Buffer) => (parts.push(Buffer.from(part)), false),
    end: (last: Buffer) => void (ended = Buffer.from(last)),
  });
  return { response, parts, ended: () => ended };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("a large file sent in parts", () => {
  it("goes out whole, in order, at most 64 KB at a time, the next part only a turn after 'drain'", async () => {
    const file = Buffer.from(Array.from({ length: 300_000 }, (_, index) => index % 251));
    const { response, parts, ended } = slowResponse();
    writeInParts(response as unknown as ServerResponse, file);
    expect(parts).toHaveLength(1);
    while (ended() === undefined) {
      const before = parts.length;
      response.emit("drain");
      // Not in the same turn as 'drain': the other visitors' work comes first.
      expect(parts.length).toBe(before);
      await turn();
      expect(parts.length + (ended() ? 1 : 0)).toBe(before + 1);
    }
    for (const part of [...parts, ended()!]) expect(part.length).toBeLessThanOrEqual(64 * 1024);
    expect(Buffer.concat([...parts, ended()!]).equals(file)).toBe(true);
  });

  it("sends a small file in one go", () => {
    const { response, parts, ended } = slowResponse();
    writeInParts(response as unknown as ServerResponse, Buffer.from("klein"));
    expect(parts).toHaveLength(0);
    expect(ended()?.toString()).toBe("klein");
  });
});
