/**
 * The HTTP server around the site handler, set up so that no client can take it down or hold it:
 * limits on header size and on how long a request may take to arrive, idle connections closed,
 * and malformed requests answered (400, 408, 414, 431, 501) on their own connection alone, after
 * any earlier request on it.
 */
import { createServer, STATUS_CODES, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

export type ServerLimits = {
  /** Time a client has to send its request headers (slow-header clients get 408 and are closed). */
  headersTimeout?: number;
  /** Time a client has to send its whole request. */
  requestTimeout?: number;
  /** Request line and headers together; larger gets 431. */
  maxHeaderSize?: number;
};

type PendingSocket = Duplex & { _httpMessage?: ServerResponse | null };

/** Runs `then` once the response being written on `socket` (and any queued after it) has gone out. */
function afterPendingResponses(socket: PendingSocket, then: () => void) {
  const pending = socket._httpMessage;
  if (!pending || pending.writableFinished) return then();
  pending.once("finish", () => setImmediate(() => afterPendingResponses(socket, then)));
  pending.once("close", () => {
    if (!pending.writableFinished) socket.destroy();
  });
}

/** The status a malformed request gets. */
export function clientErrorStatus(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): number {
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  // A method HTTP does not know (RFC 9110 §9.1): a token and a space; other bytes (a TLS hello) are no request.
  if (error.code === "HPE_INVALID_METHOD")
    return /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+ /.test(error.rawPacket?.toString("latin1") ?? "") ? 501 : 400;
  if (error.code === "HPE_HEADER_OVERFLOW") {
    // The request line alone too long is a target too long (414); else the headers are (431).
    const packet = error.rawPacket?.toString("latin1") ?? "";
    const lineEnd = packet.indexOf("\r\n");
    const line = lineEnd < 0 ? packet : packet.slice(0, lineEnd);
    return /^[A-Z]+ \S/.test(line) && line.length > MAX_REQUEST_LINE ? 414 : 431;
  }
  return 400;
}

/** A request line longer than this, past the header limit, gets 414 rather than 431. */
const MAX_REQUEST_LINE = 8 * 1024;

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
  // A client that half-closes after its request (shutdown(SHUT_WR), `nc -N`, some health checks)
  // still gets its answer, then the connection closes (RFC 9112 §9.6). Node's default would end
  // the socket at the client's FIN, before an answer that takes a file read was written.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(error);
    // Earlier requests on this connection (pipelined) are answered first, in order; then the bad one.
    afterPendingResponses(socket, () => {
      if (!socket.writable) return socket.destroy();
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      // A client that does not read the answer is not waited for.
      setTimeout(() => socket.destroy(), 1_000).unref();
    });
  });
  // CONNECT (a proxy tunnel) is answered like any other method but GET and HEAD.
  server.on("connect", (_req, socket: Duplex) => {
    socket.on("error", () => socket.destroy());
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  });
  return server;
}
