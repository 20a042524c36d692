import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

// Addresses a server-side fetch must not reach in production: this host, the private networks, link-local
// (cloud metadata lives there), carrier-grade NAT, benchmarking, multicast and reserved ranges, and IPv6 forms
// that embed an IPv4 address (mapped, IPv4-compatible, NAT64 well-known and local-use, 6to4, Teredo), which a
// translator or relay would turn into any of them.
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  // IPv4-compatible (::a.b.c.d), the unspecified address and loopback among them.
  ["::", 96],
  ["::ffff:0:0:0", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 32],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address is on the public internet; anything unparsable counts as not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // IPv4-mapped IPv6 (::ffff:a.b.c.d, ::ffff:7f00:1): BlockList would match an IPv4 rule on it, so it is
  // refused outright rather than listed.
  if (family === 6 && /^[0:]*ffff:/i.test(address)) return false;
  return !PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Every address a name resolves to, in the order the resolver gives them. */
export const resolveAll = (hostname: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** A lookup that always answers the address that was checked, so a second DNS answer cannot swap it. */
export function pinned(address: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: LookupAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
}
