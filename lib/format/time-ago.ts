import type { createFormatter } from "next-intl";

type RelativeTimeFormatter = Pick<ReturnType<typeof createFormatter>, "relativeTime">;

/**
 * How long ago `at` was, never "in 6 seconds". A moment stamped by another clock (the server's, the
 * provider's) or after this tab's last tick of `now` may lie ahead of `now`: it reads "now" instead.
 */
export function timeAgo(format: RelativeTimeFormatter, at: Date | number, now: Date | number): string {
  const atMs = new Date(at).getTime();
  return format.relativeTime(atMs, Math.max(atMs, new Date(now).getTime()));
}
