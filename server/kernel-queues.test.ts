import { describe, expect, it } from "vitest";
import { addSendQueues, connectionKey } from "#/server/kernel-queues.ts";

/** A line as Linux writes it (net/ipv4/tcp_ipv4.c, net/ipv6/tcp_ipv6.c): "sl: local rem st tx_queue:rx_queue …". */
const row = (sl: number, local: string, remote: string, state: string, txQueue: number) =>
  `${String(sl).padStart(4)}: ${local} ${remote} ${state} ${txQueue.toString(16).toUpperCase().padStart(8, "0")}:${"0".repeat(8)} 01:00000014 ${"0".repeat(8)}     0        0 81921 4 ${"0".repeat(16)} 20 4 30 10 -1`;

// A server on port 4310 (10D6): listening, three connections of its own, one in TIME_WAIT, one of another port.
const tcp = [
  "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode",
  row(0, "0100007F:10D6", `${"0".repeat(8)}:0000`, "0A", 0),
  row(1, "0100007F:10D6", "0100007F:A0F2", "01", 123_456),
  row(2, "0100007F:10D6", "0100007F:A0F4", "01", 0),
  row(3, "0100007F:10D6", "0100007F:A0F6", "06", 0),
  row(4, "0100007F:1F90", "0100007F:A0F8", "01", 8_192),
  row(5, "0A00A8C0:10D6", "6500A8C0:C350", "04", 2_048),
].join("\n");
const tcp6 = [
  "  sl  local_address                         remote_address                        st tx_queue rx_queue",
  // 127.0.0.1 mapped, and 2001:db8::1.
  row(0, "0000000000000000FFFF00000100007F:10D6", "0000000000000000FFFF00000100007F:B3B0", "01", 1_024),
  row(1, "000080FE00000000FF005450B6AB46FE:10D6", "B80D0120000000000000000001000000:D431", "01", 16),
].join("\n");

describe("addSendQueues", () => {
  it("reads the send queue of each connection to the port that has one, IPv4, IPv6 and mapped, and nothing else", () => {
    const queues = new Map<string, number>();
    addSendQueues(tcp, 4310, queues);
    addSendQueues(tcp6, 4310, queues);
    expect(Object.fromEntries(queues)).toEqual({
      [connectionKey(4310, "127.0.0.1", 0xa0f2)]: 123_456,
      [connectionKey(4310, "192.168.0.101", 50_000)]: 2_048,
      [connectionKey(4310, "::ffff:127.0.0.1", 46_000)]: 1_024,
      [connectionKey(4310, "2001:db8::1", 54_321)]: 16,
    });
  });
});
