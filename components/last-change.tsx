"use client";
import { useFormatter } from "next-intl";

/** Who last saved a settings page and when, under its form; nothing before the first save. */
export function LastChange({
  at,
  by,
  text,
}: {
  at: Date | null | undefined;
  by: string | null | undefined;
  /** The page's own sentence, with `who` and `date` filled in. */
  text: (values: { who: string; date: string }) => string;
}) {
  const format = useFormatter();
  if (!at) return null;
  return (
    <p className="mt-4 text-xs text-muted-foreground">
      {text({ who: by ?? "—", date: format.dateTime(at, { dateStyle: "medium", timeStyle: "short" }) })}
    </p>
  );
}
