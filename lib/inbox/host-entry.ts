// Apart from image-hosts.ts: the form's schema (lib/inbox/schemas.ts, also read in the browser) checks entries
// with it, and must not bring the audit log's server code along.

// host[:port]: a DNS name, an IPv4 address or a bracketed IPv6 address, then an optional port.
const HOST_ENTRY =
  /^(?:\[[0-9a-f:.]+\]|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::(\d{1,5}))?$/;

export function isHostEntry(entry: string): boolean {
  const match = HOST_ENTRY.exec(entry);
  if (!match) return false;
  const port = match[1] === undefined ? null : Number(match[1]);
  return port === null || (port >= 1 && port <= 65_535);
}
