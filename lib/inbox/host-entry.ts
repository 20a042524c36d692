// Apart from image-hosts.ts: the form's schema (lib/inbox/schemas.ts, also read in the browser) checks entries
// with it, and must not bring the audit log's server code along.

// host[:port]: a DNS name, an IPv4 address or a bracketed IPv6 address, then an optional port. Read piece by
// piece with anchored patterns of bounded length: one pattern for the whole, with its optional label middles
// repeated, backtracked polynomially on a long entry that fails.
const LABEL = /^[a-z0-9-]{1,63}$/;
const BRACKETED_IPV6 = /^\[[0-9a-f:.]+\]$/;
const PORT = /^\d{1,5}$/;

function splitPort(entry: string): { host: string; port: string | null } {
  const colon = entry.startsWith("[") ? entry.indexOf(":", entry.indexOf("]")) : entry.indexOf(":");
  if (colon === -1 || (entry.startsWith("[") && entry.indexOf("]") === -1))
    return { host: entry, port: null };
  return { host: entry.slice(0, colon), port: entry.slice(colon + 1) };
}

const isLabel = (label: string) => LABEL.test(label) && !label.startsWith("-") && !label.endsWith("-");

export function isHostEntry(entry: string): boolean {
  const { host, port } = splitPort(entry);
  if (port !== null && !(PORT.test(port) && Number(port) >= 1 && Number(port) <= 65_535)) return false;
  return BRACKETED_IPV6.test(host) || host.split(".").every(isLabel);
}
