"use client";
import { useFormatter, useNow, useTimeZone, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useZoneName } from "@/components/use-zone-name";
import { timeAgo } from "@/lib/format/time-ago";
import { localTimeText, parseTimestamp, utcText } from "@/lib/lookup/format";

/**
 * A provider timestamp in the reader's zone (WIB by default) with a relative time; UTC and the text as the
 * provider sent it show on hover, and on a tap or Enter for touch and keyboard users.
 */
export function TimeValue({ text }: { text: string }) {
  const t = useTranslations("lookup.result");
  const format = useFormatter();
  const zoneName = useZoneName();
  const timeZone = useTimeZone() ?? "Asia/Jakarta";
  const now = useNow({ updateInterval: 30_000 });
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const detailsId = useId();
  const stamp = parseTimestamp(text);
  // The schema only lets valid timestamps through; anything else is still shown, exactly as sent.
  if (!stamp) return <span className="font-mono text-xs break-all">{text}</span>;
  const open = hovered || pinned;
  return (
    <span className="relative inline-grid justify-items-end gap-0.5">
      <button
        type="button"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        aria-expanded={open}
        aria-controls={detailsId}
        aria-label={`${localTimeText(format, stamp.instant, zoneName(timeZone))}. ${t("timeDetails")}`}
        onClick={() => setPinned((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) {
            event.stopPropagation();
            setPinned(false);
            setHovered(false);
          }
        }}
        className="cursor-help rounded-sm text-right underline decoration-muted-foreground/60 decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <time dateTime={stamp.instant.toISOString()}>
          {localTimeText(format, stamp.instant, zoneName(timeZone))}
        </time>
      </button>
      <span className="text-xs text-muted-foreground" suppressHydrationWarning>
        {timeAgo(format, stamp.instant, now)}
      </span>
      <span
        id={detailsId}
        hidden={!open}
        data-testid="time-details"
        className="absolute top-full right-0 z-20 mt-1 grid w-max max-w-[min(28rem,80vw)] gap-1 rounded-md border bg-card px-3 py-2 text-left font-mono text-xs shadow-md"
      >
        <span>{t("utc", { time: utcText(stamp.instant) })}</span>
        <span className="[overflow-wrap:anywhere]">
          {t("asSent", { text: stamp.original, offset: stamp.offset })}
        </span>
      </span>
    </span>
  );
}
