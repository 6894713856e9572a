/**
 * The server's open connections, and who makes room when there are too many: a full server always
 * keeps a place for a new visitor. A newcomer takes the place of, in this order, the connection idle
 * longest (nothing asked, or its request still coming), the answer that has waited longest for a
 * client that stopped reading, or the least recently active connection of the client address holding
 * the most. One address holds at most `maxPerClient`; past that it gives up its own places, in the
 * same order. And an answer whose client reads less than `minSendRate` over `sendWindow` is closed
 * (nginx's send_timeout, with a rate, so that reading a trickle does not keep a place either).
 */
import type { Socket } from "node:net";

export type ConnectionLimits = {
  /** Open connections at most. */
  maxConnections: number;
  /** Open connections of one client address at most (0: no limit of its own). */
  maxPerClient: number;
  /** Time over which an answer's send rate is judged while it waits for its client (ms). */
  sendWindow: number;
  /** Bytes per second a client must take of an answer that waits for it. */
  minSendRate: number;
};

/** An answer that has not moved for this long waits for a client that stopped reading. */
const STALLED_MS = 500;

type Connection = {
  address: string;
  /** Requests read and not yet answered. */
  unanswered: number;
  /** Bytes the system has taken of what was written, when last looked at. */
  sent: number;
  /** When `sent` last grew, or the connection last had nothing waiting. */
  movedAt: number;
  /** While an answer waits for the client: where the window its rate is judged over began. */
  window?: { at: number; sent: number };
};

/**
 * Closes with a reset: what the system still holds to send to this client is discarded at once,
 * where a plain close would keep it (up to some megabytes) for as long as the client does not read.
 */
function drop(socket: Socket) {
  if (socket.destroyed) return;
  try {
    socket.resetAndDestroy();
  } catch {
    socket.destroy();
  }
}

/** What the system has taken of what was written to the socket (the rest waits in the process). */
const taken = (socket: Socket) => (socket.bytesWritten ?? 0) - socket.writableLength;

export class Connections {
  /** Least recently active first. */
  readonly #open = new Map<Socket, Connection>();
  readonly #perAddress = new Map<string, number>();
  readonly #limits: ConnectionLimits;

  constructor(limits: ConnectionLimits) {
    this.#limits = limits;
  }

  get size() {
    return this.#open.size;
  }

  /** Takes a new connection in, closing another where there is no room. False: no room at all. */
  admit(socket: Socket, now = Date.now()): boolean {
    const address = socket.remoteAddress ?? "";
    const { maxConnections, maxPerClient } = this.#limits;
    if (maxPerClient > 0 && (this.#perAddress.get(address) ?? 0) >= maxPerClient)
      this.#close(this.#victim(address, now) ?? this.#leastActive(address));
    if (this.#open.size >= maxConnections) {
      const victim = this.#victim(undefined, now) ?? this.#leastActive(this.#busiestAddress());
      if (!victim) return false;
      this.#close(victim);
    }
    this.#open.set(socket, { address, unanswered: 0, sent: taken(socket), movedAt: now });
    this.#perAddress.set(address, (this.#perAddress.get(address) ?? 0) + 1);
    socket.once("close", () => this.#forget(socket));
    return true;
  }

  /** Requests of `socket` read and not yet answered (undefined: not open). */
  unanswered(socket: Socket): number | undefined {
    return this.#open.get(socket)?.unanswered;
  }

  /** A request began (+1) or got its answer (−1): the connection is the most recently active. */
  count(socket: Socket, change: 1 | -1, now = Date.now()) {
    const connection = this.#open.get(socket);
    if (!connection) return;
    connection.unanswered += change;
    if (change === 1) connection.movedAt = now;
    this.#open.delete(socket);
    if (!socket.destroyed) this.#open.set(socket, connection);
  }

  /** Closes each answer that has waited a whole window for a client taking less than the least rate. */
  sweep(now = Date.now()) {
    const { sendWindow, minSendRate } = this.#limits;
    for (const [socket, connection] of this.#open) {
      this.#look(socket, connection, now);
      if (!this.#waiting(socket, connection)) {
        connection.window = undefined;
        continue;
      }
      const window = (connection.window ??= { at: now, sent: connection.sent });
      if (now - window.at < sendWindow) continue;
      if (connection.sent - window.sent < (minSendRate * (now - window.at)) / 1000) drop(socket);
      else connection.window = { at: now, sent: connection.sent };
    }
  }

  #waiting(socket: Socket, connection: Connection) {
    return connection.unanswered > 0 && socket.writableLength > 0;
  }

  #look(socket: Socket, connection: Connection, now: number) {
    const sent = taken(socket);
    if (sent !== connection.sent || !this.#waiting(socket, connection)) connection.movedAt = now;
    connection.sent = sent;
  }

  /** Of `address`'s connections (or all): the one idle longest, else the answer stalled longest. */
  #victim(address: string | undefined, now: number): Socket | undefined {
    let stalled: [Socket, Connection] | undefined;
    for (const entry of this.#open) {
      const [socket, connection] = entry;
      if (address !== undefined && connection.address !== address) continue;
      if (connection.unanswered === 0) return socket;
      this.#look(socket, connection, now);
      if (now - connection.movedAt >= STALLED_MS && (!stalled || connection.movedAt < stalled[1].movedAt))
        stalled = entry;
    }
    return stalled?.[0];
  }

  #leastActive(address: string | undefined): Socket | undefined {
    if (address === undefined || (this.#perAddress.get(address) ?? 0) < 2) return undefined;
    for (const [socket, connection] of this.#open) if (connection.address === address) return socket;
    return undefined;
  }

  #busiestAddress(): string | undefined {
    let busiest: [string, number] | undefined;
    for (const entry of this.#perAddress) if (!busiest || entry[1] > busiest[1]) busiest = entry;
    return busiest?.[0];
  }

  #close(socket: Socket | undefined) {
    if (!socket) return;
    this.#forget(socket);
    drop(socket);
  }

  #forget(socket: Socket) {
    const connection = this.#open.get(socket);
    if (!connection) return;
    this.#open.delete(socket);
    const left = (this.#perAddress.get(connection.address) ?? 1) - 1;
    if (left > 0) this.#perAddress.set(connection.address, left);
    else this.#perAddress.delete(connection.address);
  }
}
