/**
 * The HTTP server around the site handler, set up so that no client can take it down or hold it:
 * limits on header size and on how long a request may take to arrive, idle connections closed,
 * and malformed requests answered (400, 408, 431) on their own connection alone.
 */
import { createServer, STATUS_CODES, type RequestListener, type Server } from "node:http";
import type { Duplex } from "node:stream";

export type ServerLimits = {
  /** Time a client has to send its request headers (slow-header clients get 408 and are closed). */
  headersTimeout?: number;
  /** Time a client has to send its whole request. */
  requestTimeout?: number;
  /** Request line and headers together; larger gets 431. */
  maxHeaderSize?: number;
};

export function createSiteServer(
  handler: RequestListener,
  { headersTimeout = 10_000, requestTimeout = 30_000, maxHeaderSize = 16 * 1024 }: ServerLimits = {},
): Server {
  const server = createServer(
    {
      headersTimeout,
      requestTimeout: Math.max(requestTimeout, headersTimeout),
      // How often the two timeouts above are checked.
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
      keepAliveTimeout: 5_000,
      maxHeaderSize,
      requireHostHeader: true,
    },
    handler,
  );
  // A connection that neither sends nor reads for two minutes (a client that stopped reading).
  server.timeout = 120_000;
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const response = (socket as Duplex & { _httpMessage?: { headersSent: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    // A client that does not read the answer is not waited for.
    setTimeout(() => socket.destroy(), 1_000).unref();
  });
  // CONNECT (a proxy tunnel) is answered like any other method but GET and HEAD.
  server.on("connect", (_req, socket: Duplex) => {
    socket.on("error", () => socket.destroy());
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  });
  return server;
}
