import { createServer as createHttpServer } from "node:http";
import { createServer as createTcpServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { addressTakenMessage, answers } from "#/server/already-running.ts";

const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A server on a free local port; its port. */
async function listening(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  return (server.address() as { port: number }).port;
}

describe("npm run edit while the editor already runs", () => {
  it("tells the owner in Dutch that the editor runs, where to open it, and that refreshing shows the new build", async () => {
    const port = await listening(createHttpServer((_, response) => response.end("beheer")));
    const running = await answers("localhost", port);
    expect(running).toBe(true);
    const message = addressTakenMessage("localhost", port, running);
    expect(message).toContain(
      `De beheeromgeving draait al, in een ander venster: open http://localhost:${port}/admin/`,
    );
    expect(message).toContain("ververs de pagina in uw browser om uw wijzigingen te zien");
    expect(message).not.toMatch(/address already in use|EADDRINUSE/i);
  });

  it("says another program holds the address, and how to start on the next port, when no web server answers there", async () => {
    const port = await listening(createTcpServer((socket) => socket.destroy()));
    const running = await answers("localhost", port);
    expect(running).toBe(false);
    const message = addressTakenMessage("localhost", port, running);
    expect(message).toContain(`Op http://localhost:${port} draait al een ander programma`);
    expect(message).toContain(`PORT=${port + 1} npm run edit`);
  });
});
