// Where a push request may go, checked on the address actually connected to. The subscription's endpoint is vetted
// by name when it is stored (subscriptionInput.ts), but a public name can resolve to this machine or a private
// network (DNS rebinding, a name the attacker controls): the agent's lookup refuses such answers before connecting.
// IP literals skip the lookup; those are refused by the name check (only a test's 127.0.0.1 passes there).
import dns from "node:dns";
import net from "node:net";

const privateRanges = new net.BlockList();
for (const [address, prefix] of [["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12], ["192.168.0.0", 16]] as const) {
  privateRanges.addSubnet(address, prefix, "ipv4");
}
// (an IPv4-mapped IPv6 address is checked against the IPv4 ranges by BlockList itself)
for (const [address, prefix] of [["::", 127], ["fc00::", 7], ["fe80::", 10]] as const) {
  privateRanges.addSubnet(address, prefix, "ipv6");
}

/** Whether `address` (as dns.lookup answers it) is this machine or a private network's. */
export function privateAddress(address: string, family: number): boolean {
  return privateRanges.check(address, family === 6 ? "ipv6" : "ipv4");
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** dns.lookup, answering an error instead of any private address (for an https.Agent's `lookup`). */
export function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options }, (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => {
    if (error) return callback(error, address, family);
    const answers = Array.isArray(address) ? address : [{ address, family: family ?? 4 }];
    if (answers.some((a) => privateAddress(a.address, a.family))) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address: no push request is sent there`);
      refused.code = "EPRIVATEADDRESS";
      return callback(refused, address, family);
    }
    callback(null, address, family);
  });
}
