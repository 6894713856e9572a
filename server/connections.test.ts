import { EventEmitter } from "node:events";
import type { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { Connections, LINGER_MS, type ConnectionLimits } from "#/server/connections.ts";
import { connectionKey } from "#/server/kernel-queues.ts";

/** A connection's socket as the policy sees it: what was written, what waits in the process, how it ends. */
class FakeSocket extends EventEmitter {
  static port = 40_000;
  localPort = 3000;
  remotePort = FakeSocket.port++;
  bytesWritten = 0;
  writableLength = 0;
  writable = true;
  destroyed = false;
  reset = false;
  ended = false;
  readonly remoteAddress: string;
  constructor(remoteAddress: string) {
    super();
    this.remoteAddress = remoteAddress;
  }
  end() {
    this.ended = true;
    this.writable = false;
  }
  destroy() {
    this.destroyed = true;
    this.emit("close");
  }
  resetAndDestroy() {
    this.reset = true;
    this.destroy();
  }
  /** Writes an answer of `bytes` that the system takes at once. */
  answer(bytes: number) {
    this.bytesWritten += bytes;
  }
}

/** The system's send queues as a test sets them. */
function system() {
  const queued = new Map<string, number>();
  return {
    systemQueues: () => queued,
    hold: (socket: FakeSocket, bytes: number) =>
      queued.set(connectionKey(socket.localPort, socket.remoteAddress, socket.remotePort), bytes),
  };
}

function setUp(limits: Partial<ConnectionLimits> = {}) {
  const kernel = system();
  const connections = new Connections({
    maxConnections: 10,
    inFlightPerClient: 4,
    sendWindow: 10_000,
    minSendRate: 512,
    idleTimeout: 5_000,
    maxQueued: 100 * 1024 * 1024,
    systemQueues: kernel.systemQueues,
    ...limits,
  });
  let started = 0;
  const open = (address: string, now = 0) => {
    const socket = new FakeSocket(address);
    const admitted = connections.admit(socket as unknown as Socket, () => started++, now);
    return { socket, admitted, net: socket as unknown as Socket };
  };
  return { connections, kernel, open, started: () => started };
}

describe("Connections: room for a newcomer", () => {
  it("takes it from the busiest address's idle connections, never from a visitor whose answer is still on its way", () => {
    const { connections, kernel, open } = setUp({ maxConnections: 6, inFlightPerClient: 0 });
    // A visitor on a slow line behind a shared address: its page fitted the system's buffers, and
    // the system still holds most of it.
    const visitor = open("198.51.100.1");
    connections.count(visitor.net, 1, 0);
    visitor.socket.answer(15_000);
    connections.count(visitor.net, -1, 10);
    kernel.hold(visitor.socket, 14_000);
    connections.sweep(1_000);
    // Idle neighbours on the same address and one elsewhere, then a stream of newcomers.
    const crowd = Array.from({ length: 5 }, (_, i) => open(i < 4 ? "198.51.100.1" : "198.51.100.2", 1_000));
    for (let i = 0; i < 20; i++) expect(open("198.51.100.1", 1_100 + i).admitted).toBe(true);
    expect(visitor.socket.destroyed, "the visitor's connection").toBe(false);
    expect(crowd.filter(({ socket }) => socket.reset).length).toBeGreaterThan(0);
  });

  it("lets a stalled answer of a flood from many addresses go before a browser's busy connections", () => {
    const { connections, kernel, open } = setUp({ maxConnections: 10, inFlightPerClient: 0 });
    // A browser's six connections, each with an answer on its way that the client is taking.
    const browser = Array.from({ length: 6 }, () => open("203.0.113.7", 0));
    for (const { socket, net } of browser) {
      connections.count(net, 1, 0);
      socket.answer(200_000);
      kernel.hold(socket, 100_000);
    }
    // Four clients of a flood, one address each, whose answers the system holds and nobody reads.
    const flood = ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"].map((address) => open(address, 0));
    for (const { socket, net } of flood) {
      connections.count(net, 1, 0);
      socket.answer(200_000);
      kernel.hold(socket, 150_000);
    }
    connections.sweep(1_000);
    for (const { socket } of browser) kernel.hold(socket, 50_000);
    connections.sweep(2_000);
    for (const { socket } of browser) kernel.hold(socket, 20_000);
    connections.sweep(3_000);
    // Newcomers, each asking at once.
    for (let i = 0; i < 4; i++) {
      const newcomer = open(`192.0.2.${i + 1}`, 3_100 + i);
      expect(newcomer.admitted).toBe(true);
      connections.count(newcomer.net, 1, 3_100 + i);
    }
    expect(browser.filter(({ socket }) => socket.destroyed).length, "the browser's connections let go").toBe(0);
    expect(flood.filter(({ socket }) => socket.reset).length, "the flood's let go").toBe(4);
  });

  it("turns a newcomer away only when no connection can give way", () => {
    const { connections, kernel, open } = setUp({ maxConnections: 2, inFlightPerClient: 0 });
    for (const address of ["192.0.2.1", "192.0.2.2"]) {
      const { socket, net } = open(address);
      connections.count(net, 1, 0);
      socket.writableLength = 1_000;
      kernel.hold(socket, 1_000);
    }
    // Each address one connection, each answer moving: nobody gives way.
    expect(open("192.0.2.3", 100).admitted).toBe(false);
  });
});

describe("Connections: one address's answers on their way", () => {
  it("reads its further connections in turn, once an answer has reached its client; nobody is reset", () => {
    const { connections, kernel, open, started } = setUp({ inFlightPerClient: 2 });
    const proxy = Array.from({ length: 5 }, () => open("127.0.0.1"));
    expect(started(), "read at once").toBe(2);
    // The first two ask and are answered with a large file the system still holds.
    for (const { socket, net } of proxy.slice(0, 2)) {
      connections.count(net, 1, 0);
      socket.answer(500_000);
      connections.count(net, -1, 10);
      kernel.hold(socket, 400_000);
    }
    connections.sweep(1_000);
    expect(started(), "still held by the system: the others wait").toBe(2);
    kernel.hold(proxy[0]!.socket, 0);
    connections.sweep(2_000);
    expect(started(), "one delivered: one more is read").toBe(3);
    expect(proxy.every(({ socket }) => !socket.reset)).toBe(true);
  });

  it("counts a small answer as delivered once the system has it, so a proxy's stream of pages is not held up", () => {
    const { connections, open, started } = setUp({ inFlightPerClient: 1 });
    const first = open("127.0.0.1");
    open("127.0.0.1");
    connections.count(first.net, 1, 0);
    first.socket.answer(20_000);
    connections.count(first.net, -1, 5);
    expect(started()).toBe(2);
  });
});

describe("Connections: clients that do not read", () => {
  it("resets an answer whose client takes less than the least rate over the window, and not one taken at 36 KB/s", () => {
    const { connections, kernel, open } = setUp({ inFlightPerClient: 0, sendWindow: 10_000 });
    const stopped = open("192.0.2.10");
    const reader = open("192.0.2.11");
    for (const { socket, net } of [stopped, reader]) {
      connections.count(net, 1, 0);
      // A cached file in one write: the process holds what the system has not taken yet.
      socket.bytesWritten = 1_500_000;
      socket.writableLength = 1_000_000;
      kernel.hold(socket, 400_000);
    }
    for (let second = 1; second <= 25; second++) {
      // The reader takes 36 KB a second: the system passes it on and takes more from the process.
      const moved = Math.min(36_000, reader.socket.writableLength);
      reader.socket.writableLength -= moved;
      connections.sweep(second * 1_000);
    }
    expect(stopped.socket.reset, "the client that stopped reading").toBe(true);
    expect(reader.socket.reset, "the slow reader").toBe(false);
  });

  it("lets a closing connection go once its client has everything, and resets one that never takes it", () => {
    const { connections, kernel, open } = setUp({ inFlightPerClient: 0, sendWindow: 4_000 });
    const done = open("192.0.2.20");
    const gone = open("192.0.2.21");
    for (const { socket, net } of [done, gone]) {
      connections.count(net, 1, 0);
      socket.answer(200_000);
      connections.count(net, -1, 1);
      kernel.hold(socket, 150_000);
      connections.close(net, 2);
      expect(socket.ended).toBe(true);
    }
    kernel.hold(done.socket, 0);
    for (let t = 1_000; t <= 10_000; t += 1_000) connections.sweep(t);
    expect(done.socket.destroyed && !done.socket.reset, "closed, nothing left to send").toBe(true);
    expect(gone.socket.reset, "reset: what the system held for it is dropped").toBe(true);
    expect(LINGER_MS).toBeLessThan(10_000);
  });

  it("keeps all answers on their way within maxQueued: the stalled one holding most is reset", () => {
    const { connections, kernel, open } = setUp({ inFlightPerClient: 0, maxQueued: 1_000_000 });
    const small = open("192.0.2.30");
    const large = open("192.0.2.31");
    for (const [{ socket, net }, bytes] of [
      [small, 300_000],
      [large, 900_000],
    ] as const) {
      connections.count(net, 1, 0);
      socket.answer(bytes);
      kernel.hold(socket, bytes);
    }
    connections.sweep(1_000);
    connections.sweep(2_000);
    expect(large.socket.reset).toBe(true);
    expect(small.socket.reset).toBe(false);
  });
});
