/**
 * The server's open connections: who gets a place, who waits, and who is let go. An answer counts
 * as delivered only once the client has it, not once the system has taken it (kernel-queues.ts, on
 * Linux), so a visitor on a slow line is never taken for idle, and a client that stops reading is
 * seen as such even when its answer fitted the system's buffers.
 *
 * - A newcomer always finds a place while another connection can give one up: one idle longest
 *   (of the address holding the most connections first), else the answer that has waited longest
 *   for a client that stopped reading, else the least active connection of the address holding most.
 *   A flood from hundreds of addresses that all read slowly is for the host in front to stop.
 * - One client address has at most `inFlightPerClient` answers on their way at once; its other
 *   connections are not read until one of those is delivered (they wait their turn, nobody is reset).
 * - An answer waiting for its client that gets less than `minSendRate` over `sendWindow` is reset,
 *   as is, when all answers on their way together hold more than `maxQueued`, the stalled one holding
 *   most. A reset also drops what the system still held for that client.
 * - A connection closes gently (its answers first, then the client's turn to close) and is let go
 *   once the client has everything, or reset if it never reads it: nothing is left in the system.
 */
import type { Socket } from "node:net";
import { connectionKey } from "#/server/kernel-queues.ts";

export type ConnectionLimits = {
  /** Open connections at most. */
  maxConnections: number;
  /** Answers one client address may have on their way at once (0: no limit of its own). */
  inFlightPerClient: number;
  /** Time over which an answer's send rate is judged while it waits for its client (ms). */
  sendWindow: number;
  /** Bytes per second a client must take of an answer that waits for it. */
  minSendRate: number;
  /** A connection with nothing asked and nothing left to deliver is closed after this (ms). */
  idleTimeout: number;
  /** What all answers on their way may hold together, in the process and in the system (bytes). */
  maxQueued: number;
  /** What the system still held to send, per connection, when last read (kernel-queues.ts; a stand-in in tests). */
  systemQueues?: () => Map<string, number> | undefined;
};

/**
 * An answer that has not moved for this long waits for a client that stopped reading. Two sweeps:
 * a visitor on a slow line takes its answer in bursts, and is seen moving only once a second.
 */
const STALLED_MS = 2_000;
/**
 * An answer smaller than this that the system has taken counts as delivered at once; a larger one
 * only when the system no longer holds it (seen once a second), so that its address's other
 * connections are not read meanwhile.
 */
const LARGE_ANSWER = 128 * 1024;
/** How long a closing connection reads (and drops) what its client still sends, once delivered. */
export const LINGER_MS = 5_000;

type Connection = {
  address: string;
  key: string;
  /** Requests read and not yet answered. */
  unanswered: number;
  /** What the system still held for the client when last looked at (0 where it cannot be seen). */
  queued: number;
  /** Bytes the client has (taken by the system and no longer held by it). */
  delivered: number;
  /** When `delivered` last grew, or the connection last had nothing on its way. */
  movedAt: number;
  /** When it last had nothing asked and nothing to deliver. */
  idleSince: number;
  /** Counted among its address's answers on their way. */
  inFlight: boolean;
  /** What the system had taken when its current requests began. */
  takenAtStart: number;
  /** While an answer waits for the client: where the window its rate is judged over began. */
  window?: { at: number; delivered: number };
  /** Since when it closes gently, and whether the client has closed its side. */
  closingSince?: number;
  ended: boolean;
  /** While it waits its turn: starts reading it. */
  start?: () => void;
};

/**
 * Closes with a reset: what the system still holds to send to this client is dropped at once,
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

/**
 * What waits in the process: writes not yet begun, and what the system has not taken yet of the one
 * under way (`writableLength` counts a write whole until it is done). A cached file's parts not yet
 * written (site-handler.ts) are not counted: the part under way keeps the answer pending.
 * Node's stream state and libuv's queue size tell; without them, the whole of `writableLength`.
 */
function inProcess(socket: Socket): number {
  const underWay = (socket as { _writableState?: { writelen?: number } })._writableState?.writelen ?? 0;
  const queue = (socket as { _handle?: { writeQueueSize?: number } | null })._handle?.writeQueueSize;
  return typeof queue === "number" ? socket.writableLength - underWay + queue : socket.writableLength;
}

/** What the system has taken of what was written to the socket. */
const taken = (socket: Socket) => (socket.bytesWritten ?? 0) - inProcess(socket);

export class Connections {
  /** Least recently active first. */
  readonly #open = new Map<Socket, Connection>();
  readonly #perAddress = new Map<string, { open: number; inFlight: number }>();
  readonly #limits: ConnectionLimits;

  constructor(limits: ConnectionLimits) {
    this.#limits = limits;
  }

  get size() {
    return this.#open.size;
  }

  /**
   * Takes a new connection in, closing another where there is no room (false: none could give way).
   * `start` begins reading it: at once, or when its address's turn comes.
   */
  admit(socket: Socket, start: () => void, now = Date.now()): boolean {
    if (this.#open.size >= this.#limits.maxConnections) {
      const victim = this.#victim(now);
      if (!victim) return false;
      this.#forget(victim);
      drop(victim);
    }
    const address = socket.remoteAddress ?? "";
    const key = connectionKey(socket.localPort ?? 0, address, socket.remotePort ?? 0);
    const connection: Connection = {
      address,
      key,
      unanswered: 0,
      queued: 0,
      delivered: taken(socket),
      movedAt: now,
      idleSince: now,
      inFlight: false,
      takenAtStart: 0,
      ended: false,
    };
    this.#open.set(socket, connection);
    const counts = this.#counts(address);
    counts.open++;
    socket.once("close", () => this.#forget(socket));
    socket.once("end", () => (connection.ended = true));
    if (this.#full(counts)) connection.start = start;
    else this.#begin(socket, connection, start);
    return true;
  }

  /** Requests of `socket` read and not yet answered (undefined: not open, or closing). */
  unanswered(socket: Socket): number | undefined {
    const connection = this.#open.get(socket);
    return connection && connection.closingSince === undefined ? connection.unanswered : undefined;
  }

  /** A request began (+1) or got its answer (−1). */
  count(socket: Socket, change: 1 | -1, now = Date.now()) {
    const connection = this.#open.get(socket);
    if (!connection) return;
    connection.unanswered += change;
    if (change === 1) {
      connection.movedAt = now;
      if (connection.unanswered === 1) connection.takenAtStart = taken(socket);
      this.#setInFlight(socket, connection, true);
    } else if (connection.unanswered === 0) {
      connection.idleSince = now;
      const size = (socket.bytesWritten ?? 0) - connection.takenAtStart;
      if (inProcess(socket) === 0 && size < LARGE_ANSWER) this.#setInFlight(socket, connection, false);
    }
    this.#open.delete(socket);
    if (!socket.destroyed) this.#open.set(socket, connection);
  }

  /** Closes `socket` gently: its answers go out, then the client may close; see sweep(). */
  close(socket: Socket, now = Date.now()) {
    const connection = this.#open.get(socket);
    if (!connection) return socket.destroy();
    if (connection.closingSince !== undefined) return;
    connection.closingSince = now;
    if (socket.writable) socket.end();
  }

  /** Whether the system may hold part of an answer for a client (else its queues need no reading). */
  awaitingDelivery(): boolean {
    for (const [socket, connection] of this.#open) if (taken(socket) > connection.delivered) return true;
    return false;
  }

  /** Once a second: what each client has, and who is let go or may go on. */
  sweep(now = Date.now()) {
    const { sendWindow, minSendRate, idleTimeout, maxQueued } = this.#limits;
    const system = this.#limits.systemQueues?.();
    let queuedInAll = 0;
    for (const [socket, connection] of this.#open) {
      this.#look(socket, connection, system, now);
      const pending = inProcess(socket) + connection.queued;
      queuedInAll += pending;
      if (pending === 0 && connection.unanswered === 0) this.#setInFlight(socket, connection, false);
      if (pending > 0) {
        const window = (connection.window ??= { at: now, delivered: connection.delivered });
        if (now - window.at >= sendWindow) {
          if (connection.delivered - window.delivered < (minSendRate * (now - window.at)) / 1000) {
            this.#forget(socket);
            drop(socket);
            continue;
          }
          connection.window = { at: now, delivered: connection.delivered };
        }
        continue;
      }
      connection.window = undefined;
      if (connection.closingSince !== undefined) {
        if (connection.ended || now - connection.closingSince >= LINGER_MS) socket.destroy();
      } else if (connection.unanswered === 0 && !connection.start && now - connection.idleSince >= idleTimeout) {
        this.close(socket, now);
      }
    }
    if (queuedInAll > maxQueued) this.#dropStalled(queuedInAll - maxQueued, now);
    for (const [address, counts] of this.#perAddress) this.#letIn(address, counts);
  }

  #look(socket: Socket, connection: Connection, system: Map<string, number> | undefined, now: number) {
    connection.queued = system?.get(connection.key) ?? 0;
    const delivered = taken(socket) - connection.queued;
    const pending = inProcess(socket) + connection.queued;
    if (delivered !== connection.delivered || pending === 0) connection.movedAt = now;
    if (pending === 0 && connection.unanswered === 0 && connection.delivered !== delivered) connection.idleSince = now;
    connection.delivered = delivered;
  }

  #counts(address: string) {
    let counts = this.#perAddress.get(address);
    if (!counts) this.#perAddress.set(address, (counts = { open: 0, inFlight: 0 }));
    return counts;
  }

  #full(counts: { inFlight: number }) {
    return this.#limits.inFlightPerClient > 0 && counts.inFlight >= this.#limits.inFlightPerClient;
  }

  #setInFlight(socket: Socket, connection: Connection, inFlight: boolean) {
    if (connection.inFlight === inFlight) return;
    connection.inFlight = inFlight;
    const counts = this.#counts(connection.address);
    counts.inFlight += inFlight ? 1 : -1;
    if (!inFlight) this.#letIn(connection.address, counts);
  }

  /**
   * Starts reading a connection, counted as on its way from now: its request is still to be read.
   * (The next sweep lets the place go again if it asked nothing.)
   */
  #begin(socket: Socket, connection: Connection, start: () => void) {
    connection.start = undefined;
    this.#setInFlight(socket, connection, true);
    start();
  }

  /** Starts reading the connections of `address` that wait their turn, as far as its limit allows. */
  #letIn(address: string, counts: { inFlight: number }) {
    for (const [socket, connection] of this.#open) {
      if (this.#full(counts)) return;
      if (connection.address === address && connection.start) this.#begin(socket, connection, connection.start);
    }
  }

  /** Resets stalled answers, those holding most first, until `excess` bytes are let go. */
  #dropStalled(excess: number, now: number) {
    const stalled = [...this.#open]
      .filter(([socket, c]) => now - c.movedAt >= STALLED_MS && inProcess(socket) + c.queued > 0)
      .sort(([a, x], [b, y]) => inProcess(b) + y.queued - (inProcess(a) + x.queued));
    for (const [socket, connection] of stalled) {
      if (excess <= 0) return;
      excess -= inProcess(socket) + connection.queued;
      this.#forget(socket);
      drop(socket);
    }
  }

  /**
   * Who gives way to a newcomer: a connection with nothing asked and nothing to deliver (of the
   * address holding most connections first), else the answer stalled longest (of any address: a
   * flood from many addresses stalls too), else the least active of the address holding most (when
   * one holds more than one).
   */
  #victim(now: number): Socket | undefined {
    let busiest: string | undefined;
    let most = 1;
    for (const [address, { open }] of this.#perAddress) if (open > most) [busiest, most] = [address, open];
    let idle: Socket | undefined;
    let stalled: [Socket, Connection] | undefined;
    let leastActive: Socket | undefined;
    for (const entry of this.#open) {
      const [socket, connection] = entry;
      const ofBusiest = busiest !== undefined && connection.address === busiest;
      if (ofBusiest) leastActive ??= socket;
      const pending = inProcess(socket) + connection.queued;
      if (connection.unanswered === 0 && pending === 0) {
        if (ofBusiest || busiest === undefined) return socket;
        idle ??= socket;
      } else if (
        pending > 0 &&
        now - connection.movedAt >= STALLED_MS &&
        (!stalled || connection.movedAt < stalled[1].movedAt)
      )
        stalled = entry;
    }
    return idle ?? stalled?.[0] ?? leastActive;
  }

  #forget(socket: Socket) {
    const connection = this.#open.get(socket);
    if (!connection) return;
    this.#open.delete(socket);
    this.#setInFlight(socket, connection, false);
    const counts = this.#counts(connection.address);
    if (--counts.open <= 0) this.#perAddress.delete(connection.address);
  }
}
