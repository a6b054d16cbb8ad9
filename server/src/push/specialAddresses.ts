// Which IP addresses a push request may connect to: public unicast only. Refused are the special-purpose blocks of
// RFC 6890 and the IANA registries that continue it (this machine, private and shared networks, link-local,
// documentation, benchmarking, protocol-assignment, multicast, reserved and broadcast), IPv4 and IPv6 alike, and
// IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo): through them a name could still reach
// 127.0.0.1 or the cloud's metadata service.
import net from "node:net";

/** [first address, prefix length, what it is] — the reason is for readers and for the tests' names. */
export const SPECIAL_IPV4_BLOCKS: readonly (readonly [string, number, string])[] = [
  ["0.0.0.0", 8, "this network"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "shared address space (carrier-grade NAT)"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local (cloud metadata services)"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "IETF protocol assignments"],
  ["192.0.2.0", 24, "documentation (TEST-NET-1)"],
  ["192.31.196.0", 24, "AS112"],
  ["192.52.193.0", 24, "AMT"],
  ["192.88.99.0", 24, "6to4 relay anycast"],
  ["192.168.0.0", 16, "private"],
  ["192.175.48.0", 24, "AS112 direct delegation"],
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation (TEST-NET-2)"],
  ["203.0.113.0", 24, "documentation (TEST-NET-3)"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved, and 255.255.255.255 broadcast"],
];

export const SPECIAL_IPV6_BLOCKS: readonly (readonly [string, number, string])[] = [
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["::", 96, "IPv4-compatible (deprecated)"],
  ["::ffff:0:0", 96, "IPv4-mapped"],
  ["64:ff9b::", 96, "NAT64 (IPv4-embedded)"],
  ["64:ff9b:1::", 48, "local-use NAT64"],
  ["100::", 64, "discard-only"],
  ["2001::", 23, "IETF protocol assignments (Teredo, benchmarking, ORCHID)"],
  ["2001:db8::", 32, "documentation"],
  ["2002::", 16, "6to4 (IPv4-embedded)"],
  ["3fff::", 20, "documentation"],
  ["5f00::", 16, "segment routing SIDs"],
  ["fc00::", 7, "unique local (private)"],
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "site-local (deprecated)"],
  ["ff00::", 8, "multicast"],
];

// Two lists: one BlockList checks an IPv4 address against its IPv6 rules too (as ::ffff:a.b.c.d), so the mapped block
// would swallow every IPv4 address.
const specialIpv4 = new net.BlockList();
for (const [address, prefix] of SPECIAL_IPV4_BLOCKS) specialIpv4.addSubnet(address, prefix, "ipv4");
const specialIpv6 = new net.BlockList();
for (const [address, prefix] of SPECIAL_IPV6_BLOCKS) specialIpv6.addSubnet(address, prefix, "ipv6");
/** Global unicast: the only IPv6 space a public service is reached in (everything outside it is special anyway). */
const globalUnicast = new net.BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");

/** Whether `address` (an IP literal, as a socket or dns.lookup gives it) is a public unicast address. */
export function publicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !specialIpv4.check(address, "ipv4");
  if (family === 6) return globalUnicast.check(address, "ipv6") && !specialIpv6.check(address, "ipv6");
  return false;
}
