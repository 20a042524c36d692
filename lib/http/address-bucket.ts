import { isIPv4, isIPv6 } from "node:net";

/** The bucket all callers share when no address is known (no trusted proxy in front of the app). */
export const UNKNOWN_ADDRESS = "unknown";

/** The eight 16-bit groups of a valid IPv6 address, a trailing dotted IPv4 part included. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  // The dotted part can only follow the last colon: matched there, anchored, never scanned for.
  const lastColon = text.lastIndexOf(":");
  const dotted = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text.slice(lastColon + 1));
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const gap = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...gap, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The bucket a caller is limited and counted in: an IPv4 address as it is; an IPv6 address by its /64, since
 * one subscriber is handed a whole /64 and could otherwise change address at every request; an IPv4-mapped
 * IPv6 address as its IPv4 address. Anything that is not an address falls into the unknown bucket, so a
 * header cannot mint buckets at will.
 *
 * `ipv6Prefix` 48 takes a whole site instead, for a budget that strangers share: a /48 is the usual
 * assignment to a customer or site (RFC 6177 allows up to it), so whoever holds one has 65,536 /64s and
 * would otherwise get that many budgets. The /64 stays what identifies one subscriber (a usual address).
 */
export function addressBucket(address: string | null, ipv6Prefix: 48 | 64 = 64): string {
  if (!address) return UNKNOWN_ADDRESS;
  const unbracketed = address.trim().replace(/^\[(.*)\]$/, "$1");
  // An IPv6 zone (`%eth0`) names no one: cut at the first "%" (/%.*$/ retried from every "%").
  const zone = unbracketed.indexOf("%");
  const plain = zone === -1 ? unbracketed : unbracketed.slice(0, zone);
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return UNKNOWN_ADDRESS;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, ipv6Prefix / 16)
    .map((group) => group.toString(16))
    .join(":")}::/${ipv6Prefix}`;
}
