// The push sender's own lookup: a subscription's public name that resolves to this machine or a private network is
// never connected to (the name check at subscribe time cannot see what a name resolves to later).
import assert from "node:assert/strict";
import type dns from "node:dns";
import { privateAddress, publicOnlyLookup } from "../src/push/publicLookup.js";

function lookup(hostname: string, options: dns.LookupOptions): Promise<{ error: NodeJS.ErrnoException | null }> {
  return new Promise((resolve) => publicOnlyLookup(hostname, options, (error) => resolve({ error })));
}

describe("push: requests reach public addresses only", () => {
  it("names loopback, private, link-local, shared and unspecified addresses private, and public ones not", () => {
    for (const [address, family] of [["127.0.0.1", 4], ["10.1.2.3", 4], ["172.20.0.1", 4], ["192.168.1.1", 4], ["169.254.169.254", 4], ["100.64.0.1", 4], ["0.0.0.0", 4], ["::1", 6], ["::", 6], ["fd00::1", 6], ["fe80::1", 6], ["::ffff:127.0.0.1", 6]] as const) {
      assert.equal(privateAddress(address, family), true, address);
    }
    for (const [address, family] of [["142.250.74.110", 4], ["8.8.8.8", 4], ["2a00:1450:4001:80b::200a", 6]] as const) {
      assert.equal(privateAddress(address, family), false, address);
    }
  });

  it("refuses a name that resolves to this machine, whether one answer or all are asked for", async () => {
    assert.equal((await lookup("localhost", {})).error?.code, "EPRIVATEADDRESS");
    assert.equal((await lookup("localhost", { all: true })).error?.code, "EPRIVATEADDRESS");
  });
});
