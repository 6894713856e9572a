/**
 * What the system still holds to send on each TCP connection (Linux: /proc/net/tcp and tcp6, the
 * `tx_queue` column). Node sees an answer as sent once the system has taken it, but a client that
 * does not read leaves it there; this tells a slow reader from a gone one, and a delivered answer
 * from one still on its way. Elsewhere, or where /proc cannot be read, nothing is known (undefined).
 */
import { readFile } from "node:fs/promises";

/** The key of a connection: the server's port and the client's address and port. */
export const connectionKey = (localPort: number, address: string, port: number) =>
  `${localPort} ${canonicalAddress(address)} ${port}`;

/** An address as /proc writes it, made comparable with Node's: IPv4 dotted, IPv6 as eight groups of hex. */
function canonicalAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return groups.map((group) => Number.parseInt(group, 16).toString(16)).join(":");
}

/** /proc's hex address: IPv4 as one little-endian word, IPv6 as four. */
function procAddress(hex: string): string {
  const words = hex.match(/.{8}/g) ?? [];
  const bytes = words.flatMap((word) => (word.match(/../g) ?? []).reverse().map((byte) => Number.parseInt(byte, 16)));
  if (bytes.length === 4) return bytes.join(".");
  const isMapped = bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (isMapped) return bytes.slice(12).join(".");
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(":");
}

/** Adds the send queues of a /proc/net/tcp(6) table's connections to `localPort` to `queues`; a queue of 0 is left out. */
export function addSendQueues(table: string, localPort: number, queues: Map<string, number>) {
  const port = localPort.toString(16).toUpperCase().padStart(4, "0");
  // "sl: local rem st tx_queue:rx_queue", addresses and ports in hex. One expression over the whole
  // table: it also lists every connection in TIME_WAIT, tens of thousands after a flood of short ones.
  const row = new RegExp(
    `^ *\\d+: [0-9A-F]+:${port} ([0-9A-F]+):([0-9A-F]{4}) [0-9A-F]{2} (?!0{8})([0-9A-F]{8}):`,
    "gm",
  );
  for (const [, remoteHex, remotePortHex, queue] of table.matchAll(row)) {
    const key = connectionKey(localPort, procAddress(remoteHex!), Number.parseInt(remotePortHex!, 16));
    queues.set(key, (queues.get(key) ?? 0) + Number.parseInt(queue!, 16));
  }
}

/**
 * The send queue of every connection to `localPort` that has one, by connectionKey(); undefined
 * where /proc is not there. Read off the main thread.
 */
export async function sendQueues(localPort: number): Promise<Map<string, number> | undefined> {
  const queues = new Map<string, number>();
  let read = false;
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    try {
      addSendQueues(await readFile(table, "latin1"), localPort, queues);
      read = true;
    } catch {
      continue;
    }
  }
  return read ? queues : undefined;
}
