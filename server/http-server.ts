/**
 * The HTTP server around the site handler, set up so that no client can take it down or hold it:
 * limits on header size, on how long a request may take to arrive and on open connections (with
 * room kept for a newcomer, server/connections.ts), idle connections and clients that stop reading
 * closed, and malformed requests answered (400, 408, 414, 431, 501) on their own connection alone,
 * once, after any earlier request on it, with the site's headers and a Dutch text.
 */
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { Duplex } from "node:stream";
import { Connections } from "#/server/connections.ts";
import { sendQueues } from "#/server/kernel-queues.ts";

/** The site's answer as raw HTTP/1.1 that closes the connection (site-handler.ts `refusal`). */
export type Refusal = (status: number, headers?: Record<string, string>) => string;

/** Node's own wording when the handler brings none. */
const bareRefusal: Refusal = (status, headers = {}) =>
  `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries({
    ...headers,
    Connection: "close",
    "Content-Length": "0",
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;

/** HTTP keep-alive: a connection with nothing asked and nothing left to deliver closes after this. */
const KEEP_ALIVE_MS = 5_000;

export type ServerLimits = {
  /** Time a client has to send its request headers (slow-header clients get 408 and are closed). */
  headersTimeout?: number;
  /** Time a client has to send its whole request. */
  requestTimeout?: number;
  /** Request line and headers together; larger gets 431. */
  maxHeaderSize?: number;
  /**
   * Open connections at most. Each costs some 30 KB, plus what the system buffers for it
   * (deploy/klankwijs-site.service allows 512 MB). Who makes room for a newcomer, who waits and who
   * is let go: server/connections.ts.
   */
  maxConnections?: number;
  /** Answers one client address may have on their way at once (0: no limit of its own). */
  inFlightPerClient?: number;
  /** An answer waiting for its client is reset when the client takes less than `minSendRate` bytes/s over this (ms). */
  sendWindow?: number;
  minSendRate?: number;
  /** What all answers on their way may hold together, in the process and in the system (bytes). */
  maxQueued?: number;
};

/**
 * Requests a connection may have unanswered at once (pipelined, RFC 9112 §9.3.2; no browser
 * pipelines). They are answered one after the other; past this number the rest are not read, and
 * the connection closes once those before are answered, so one client cannot make the server
 * queue thousands of answers (the client asks again for the rest, §9.3.2).
 */
export const MAX_UNANSWERED = 16;

const closeHooks = new WeakMap<Duplex, Set<() => void>>();

/**
 * Runs `hook` when `socket` closes (at once if it has); returns a function that forgets it. A file
 * stream of an answer still queued behind another never sees the socket, so only this closes it.
 */
export function whenConnectionCloses(socket: Duplex, hook: () => void): () => void {
  if (socket.destroyed) {
    hook();
    return () => {};
  }
  let hooks = closeHooks.get(socket);
  if (!hooks) {
    const created = new Set<() => void>();
    closeHooks.set(socket, created);
    socket.once("close", () => created.forEach((run) => run()));
    hooks = created;
  }
  hooks.add(hook);
  return () => hooks.delete(hook);
}

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

/** Reads nothing more from `socket`, whatever Node's HTTP handling asks of it. */
function stopReading(socket: Socket) {
  const internals = socket as Socket & { _paused?: boolean; _handle?: { readStop?: () => number } | null };
  internals._paused = true;
  socket.pause();
  socket.resume = () => socket;
  internals._handle?.readStop?.();
}

/**
 * The bytes of the request the parser failed on: from the end of the one before it in the same
 * packet (pipelined), where the parser says how far it got.
 */
function failedRequest(error: NodeJS.ErrnoException & { rawPacket?: Buffer; bytesParsed?: number }): string {
  const packet = error.rawPacket?.toString("latin1") ?? "";
  const upTo = error.bytesParsed ?? 0;
  const previousEnd = packet.lastIndexOf("\r\n\r\n", Math.max(0, upTo - 1));
  return previousEnd >= 0 && previousEnd + 4 <= upTo ? packet.slice(previousEnd + 4) : packet;
}

/** The status a malformed request gets. */
function clientErrorStatus(error: NodeJS.ErrnoException & { rawPacket?: Buffer; bytesParsed?: number }): number {
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  const request = failedRequest(error);
  // A method HTTP does not know (RFC 9110 §9.1): a token and a space; other bytes (a TLS hello) are no request.
  if (error.code === "HPE_INVALID_METHOD") return /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+ /.test(request) ? 501 : 400;
  // A version HTTP/1.1 servers cannot speak (RFC 9110 §6.2). A later HTTP/1 minor version is read
  // as 1.1 in a connection's first request (laterMinorAsHttp11); llhttp refuses it in a later one: 400.
  if (error.code === "HPE_INVALID_VERSION") return /^\S+ \S+ HTTP\/[02-9]\.\d\r?\n/.test(request) ? 505 : 400;
  if (error.code === "HPE_HEADER_OVERFLOW") {
    // The request line alone too long is a target too long (414); else the headers are (431).
    const lineEnd = request.indexOf("\r\n");
    const line = lineEnd < 0 ? request : request.slice(0, lineEnd);
    return /^[A-Z]+ \S/.test(line) && line.length > MAX_REQUEST_LINE ? 414 : 431;
  }
  return 400;
}

/** A request line longer than this, past the header limit, gets 414 rather than 431. */
const MAX_REQUEST_LINE = 8 * 1024;

/**
 * The first bytes of a connection with a request line of a later HTTP/1 minor version ("HTTP/1.2")
 * read as HTTP/1.1, as RFC 9110 §2.5 asks of a server; llhttp would refuse it. Same length.
 */
export function laterMinorAsHttp11(bytes: Buffer): Buffer {
  const text = bytes.toString("latin1", 0, Math.min(bytes.length, MAX_REQUEST_LINE));
  const line = /^(?:\r?\n)*[!#$%&'*+\-.^_`|~0-9A-Za-z]+ [^\s]+ HTTP\/1\.([2-9])\r?\n/.exec(text);
  if (!line) return bytes;
  const copy = Buffer.from(bytes);
  copy.write("1", line[0].lastIndexOf(line[1]!), "latin1");
  return copy;
}

/**
 * Reads a connection's first bytes as they come, each once: true while they may still be a request
 * line on its way (printable, after any empty lines, the CR of its end perhaps in already), false
 * once the line is in or the bytes are no request line.
 */
function requestLineReader() {
  let inLine = false;
  let afterCr = false;
  return (chunk: Buffer): boolean => {
    for (const byte of chunk) {
      // A CR that does not end a line: no request line.
      if (afterCr && byte !== 0x0a) return false;
      if (byte === 0x0a) {
        if (inLine) return false;
        afterCr = false; // an empty line before the request line (RFC 9112 §2.2)
      } else if (byte === 0x0d) afterCr = true;
      else if (byte >= 0x20 && byte < 0x7f) inLine = true;
      else return false;
    }
    return true;
  };
}

/**
 * Hands a new connection to Node's HTTP handling once its first line is in (read by
 * laterMinorAsHttp11, however the client split it); a client that sends nothing for `timeout`
 * gets 408 and is closed with `close`. Each byte is looked at once, however slowly it comes.
 */
function whenFirstLine(socket: Socket, timeout: number, refusal: Refusal, close: () => void, handOver: () => void) {
  const closeUnheard = () => socket.destroy();
  const received: Buffer[] = [];
  let length = 0;
  const stillComing = requestLineReader();
  const timer = setTimeout(() => {
    socket.removeListener("data", more);
    try {
      socket.write(refusal(408));
    } finally {
      close();
    }
  }, timeout);
  function more(chunk: Buffer) {
    received.push(chunk);
    length += chunk.length;
    // Only a request line still on its way is waited for; any other bytes go to the parser at once.
    if (length < MAX_REQUEST_LINE && stillComing(chunk)) return;
    clearTimeout(timer);
    socket.removeListener("data", more);
    socket.removeListener("error", closeUnheard);
    socket.removeListener("end", closeUnheard);
    socket.pause();
    socket.unshift(laterMinorAsHttp11(Buffer.concat(received, length)));
    handOver();
    socket.resume();
  }
  socket.on("data", more);
  socket.on("error", closeUnheard);
  socket.once("end", closeUnheard);
  socket.once("close", () => clearTimeout(timer));
}

export function createSiteServer(
  handler: RequestListener & { refusal?: Refusal },
  {
    headersTimeout = 10_000,
    requestTimeout = 30_000,
    maxHeaderSize = 16 * 1024,
    maxConnections = 1_000,
    inFlightPerClient = 64,
    sendWindow = 20_000,
    minSendRate = 512,
    maxQueued = 128 * 1024 * 1024,
  }: ServerLimits = {},
): Server {
  const refusal = handler.refusal ?? bareRefusal;
  /** The request whose headers a connection read last: while its body is still coming, it is being answered. */
  const latest = new WeakMap<Duplex, IncomingMessage>();
  /** Per connection: the end of the answer before (pipelined requests are worked on one at a time). */
  const turns = new WeakMap<Duplex, Promise<void>>();
  /** Connections that asked for more than MAX_UNANSWERED: they close once answered. */
  const overflowing = new WeakSet<Duplex>();
  let system: Map<string, number> | undefined;
  const connections = new Connections({
    systemQueues: () => system,
    maxConnections,
    inFlightPerClient,
    sendWindow,
    minSendRate,
    maxQueued,
    idleTimeout: KEEP_ALIVE_MS,
  });
  const listener: RequestListener = (req, res) => {
    const socket = req.socket;
    const unanswered = connections.unanswered(socket);
    // Requests Node still reads from a connection that is closing are not worked on.
    if (unanswered === undefined || socket.destroyed) return;
    if (unanswered >= MAX_UNANSWERED) {
      // Node goes on parsing what it has read (up to 64 KB, some 1,800 short requests): from here
      // each is dropped as it is read, without the answer object and the event Node would make.
      const parser = (socket as Socket & { parser?: { onIncoming?: unknown } | null }).parser;
      if (parser && typeof parser.onIncoming === "function") parser.onIncoming = () => 0;
      // Nor is anything more read: Node resumes a socket after each request it parsed and after
      // each answer drained (unless `_paused`), and its parser may read below the stream.
      if (!overflowing.has(socket)) stopReading(socket);
      overflowing.add(socket);
      return;
    }
    // Node's parser reads nothing after a request that asks for another protocol (Upgrade), so
    // requests pipelined after it would go unanswered: the connection closes after its answer.
    if (req.headers.upgrade !== undefined) res.shouldKeepAlive = false;
    connections.count(socket, 1);
    let answered = false;
    let finished!: () => void;
    const turnDone = new Promise<void>((resolve) => (finished = resolve));
    const done = () => {
      if (answered) return;
      answered = true;
      finished();
      connections.count(socket, -1);
      if (overflowing.has(socket) && connections.unanswered(socket) === 0) connections.close(socket);
    };
    res.once("finish", done);
    res.once("close", done);
    latest.set(socket, req);
    // One at a time: a pipelining client never has more than one answer's work (a file's stat, a
    // read) waiting in line ahead of other visitors'.
    const before = turns.get(socket);
    turns.set(socket, turnDone);
    if (before) void before.then(() => handler(req, res));
    else handler(req, res);
  };
  const server = createServer(
    {
      headersTimeout,
      requestTimeout: Math.max(requestTimeout, headersTimeout),
      // How often the two timeouts above are checked.
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
      keepAliveTimeout: KEEP_ALIVE_MS,
      maxHeaderSize,
      // The site's own 400 (site-handler.ts `validHost`), which also lets HTTP/1.0 go without.
      requireHostHeader: false,
      // What a response may queue in the process before it waits for the client (Node's default 64 KB).
      highWaterMark: 16 * 1024,
    },
    listener,
  );
  // Node would answer `Expect: 100-continue` with 100 Continue before the handler saw the method;
  // the site never wants a request body, so the handler's answer comes at once instead.
  server.on("checkContinue", listener);
  // Any other expectation gets the site's 417 (the handler), not Node's bare one.
  server.on("checkExpectation", listener);
  // Node's own handling of a connection starts once its first line is in (whenFirstLine).
  const nodeListeners = server.listeners("connection") as ((this: Server, socket: Socket) => void)[];
  if (nodeListeners.length !== 1)
    throw new Error("Node's HTTP server has changed: it no longer has one connection listener");
  server.removeAllListeners("connection");
  server.on("connection", (socket: Socket & { destroySoon?: () => void }) => {
    const close = () => connections.close(socket);
    // A connection waiting its turn is not yet Node's: a reset from its client must not go unheard
    // (an 'error' with no listener would end the process).
    socket.on("error", () => socket.destroy());
    // Node closes a connection after its last answer this way: gently, then connections.ts decides
    // when the client has had everything.
    socket.destroySoon = close;
    const start = () =>
      whenFirstLine(socket, headersTimeout, refusal, close, () => nodeListeners[0]!.call(server, socket));
    if (!connections.admit(socket, start)) socket.destroy();
  });
  let sweeping = false;
  const sweeper = setInterval(
    () => {
      if (sweeping) return;
      sweeping = true;
      const port = (server.address() as AddressInfo | null)?.port ?? 0;
      const read = connections.awaitingDelivery() ? sendQueues(port) : Promise.resolve(new Map<string, number>());
      void read
        .then((queues) => {
          system = queues;
          connections.sweep();
        })
        .finally(() => (sweeping = false));
    },
    Math.min(1_000, sendWindow / 4),
  );
  sweeper.unref();
  server.once("close", () => clearInterval(sweeper));
  // Idle connections and clients that stop reading are connections.ts's to close, on what the
  // client has had: Node's own timeouts (keep-alive, server.timeout) would close with answers
  // still in the system's buffers, where they stay for as long as the client does not read.
  server.timeout = 0;
  server.on("timeout", () => {});
  // A client that half-closes after its request (shutdown(SHUT_WR), `nc -N`, some health checks)
  // still gets its answer, then the connection closes (RFC 9112 §9.6). Node's default would end
  // the socket at the client's FIN, before an answer that takes a file read was written.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  /** Connections whose request could not be read: one answer, and nothing more is read from them. */
  const refused = new WeakSet<Duplex>();
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    // Node's parser fails again on every further chunk: only the first failure counts, and what
    // the client sends after it (while an earlier answer still goes out) is not read.
    if (refused.has(socket)) return;
    refused.add(socket);
    stopReading(socket);
    // The error is in the body of a request already handed to the site, which answers it (and
    // refuses one whose body it cannot read, site-handler.ts `framingStatus`): time ran out while it
    // trickled in, or it is broken. Nothing more to say; the connection closes after that answer.
    const answered = latest.get(socket)?.complete === false;
    const status = clientErrorStatus(error);
    // Earlier requests on this connection (pipelined) are answered first, in order; then the bad one.
    afterPendingResponses(socket, () => {
      if (!socket.writable) return socket.destroy();
      try {
        if (!answered) socket.write(refusal(status));
      } catch {
        return socket.destroy();
      }
      connections.close(socket);
    });
  });
  // CONNECT (a proxy tunnel) is answered like any other method but GET and HEAD.
  // After any answer still going out on the connection (a GET before it, pipelined).
  server.on("connect", (_req, socket: Socket) => {
    socket.on("error", () => socket.destroy());
    afterPendingResponses(socket, () => {
      try {
        socket.write(refusal(405, { Allow: "GET, HEAD" }));
      } catch {
        return socket.destroy();
      }
      connections.close(socket);
    });
  });
  return server;
}
