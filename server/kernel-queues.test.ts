import { describe, expect, it } from "vitest";
import { addSendQueues, connectionKey } from "#/server/kernel-queues.ts";

// Lines as Linux writes them (net/ipv4/tcp_ipv4.c, net/ipv6/tcp_ipv6.c), for a server on port 4310 (10D6).
const tcp = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:10D6 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 81920 1 0000000000000000 100 0 0 10 0
   1: 0100007F:10D6 0100007F:A0F2 01 0001E240:00000000 01:00000014 00000000     0        0 81921 4 0000000000000000 20 4 30 10 -1
   2: 0100007F:10D6 0100007F:A0F4 01 00000000:00000000 00:00000000 00000000     0        0 81922 1 0000000000000000 20 4 30 10 -1
   3: 0100007F:10D6 0100007F:A0F6 06 00000000:00000000 03:00001769 00000000     0        0 0 3 0000000000000000
   4: 0100007F:1F90 0100007F:A0F8 01 00002000:00000000 01:00000014 00000000     0        0 81923 4 0000000000000000 20 4 30 10 -1
   5: 0A00A8C0:10D6 6500A8C0:C350 04 00000800:00000000 01:00000014 00000000     0        0 81924 4 0000000000000000 20 4 30 10 -1
`;
const tcp6 = `  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0000000000000000FFFF00000100007F:10D6 0000000000000000FFFF00000100007F:B3B0 01 00000400:00000000 01:00000014 00000000     0        0 81925 4 0000000000000000 20 4 30 10 -1
   1: 000080FE00000000FF005450B6AB46FE:10D6 B80D0120000000000000000001000000:D431 01 00000010:00000000 01:00000014 00000000     0        0 81926 4 0000000000000000 20 4 30 10 -1
`;

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
