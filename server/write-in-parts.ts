import type { ServerResponse } from "node:http";

/** What one write hands the system at most. */
const WRITE_PART = 64 * 1024;

/**
 * A large file goes out a part at a time, each once the one before has gone: handed over whole, the
 * system copies megabytes in one call (seen to take seconds on a busy machine), and no other
 * visitor is answered meanwhile.
 */
export function writeInParts(res: ServerResponse, bytes: Buffer) {
  let offset = 0;
  const next = () => {
    while (offset + WRITE_PART < bytes.length) {
      const part = bytes.subarray(offset, (offset += WRITE_PART));
      // After 'drain' the next part waits a turn of the event loop: Node emits it at once when the
      // system took the part whole, and the file would again go out in one go.
      if (!res.write(part)) return void res.once("drain", () => setImmediate(next));
    }
    res.end(bytes.subarray(offset));
  };
  next();
}
