"use client";
import { useFormatter } from "next-intl";
import { Instant } from "@/components/ui/instant";
import { timeAgo } from "@/lib/format/time-ago";

/**
 * A moment in the reader's zone and how far it is from the figures' own time (the server's clock, not this
 * tab's): "3 minutes ago", or for a moment still to come (`ahead`) "in 23 hours".
 */
export function Moment({ at, now, ahead = false }: { at: string; now: string; ahead?: boolean }) {
  const format = useFormatter();
  const date = new Date(at);
  const relative = ahead ? format.relativeTime(date, new Date(now)) : timeAgo(format, date, new Date(now));
  return (
    <span>
      <Instant at={at} /> <span className="text-muted-foreground">({relative})</span>
    </span>
  );
}

/** The hour a bar stands for, as a label in the reader's zone. */
export function useHourLabel() {
  const format = useFormatter();
  return (hourStart: string) => format.dateTime(new Date(hourStart), { hour: "2-digit", minute: "2-digit" });
}
