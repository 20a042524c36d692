/**
 * A customer's page, the custId as one URL segment. null for "." and "..": the URL standard reads those as
 * path steps however they are encoded, so no address can carry them as a segment.
 */
export function customerHref(custId: string): string | null {
  if (custId === "." || custId === "..") return null;
  return `/inbox/customers/${encodeURIComponent(custId)}`;
}
