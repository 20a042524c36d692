import { useFormatter, useTranslations } from "next-intl";
import type { DecisionDetail } from "@/lib/inbox/detail";

const EVENTS = ["claim", "assign", "release", "review", "reopen"] as const;

export function ReviewTrail({ events }: { events: DecisionDetail["events"] }) {
  const t = useTranslations("inbox.review");
  const format = useFormatter();
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{t("trail")}</h3>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noTrail")}</p>
      ) : (
        <ol className="grid gap-2 border-l pl-4">
          {events.map((event) => (
            <li key={event.id} className="text-sm">
              <time dateTime={event.at.toISOString()} className="block text-xs text-muted-foreground">
                {format.dateTime(event.at, { dateStyle: "medium", timeStyle: "short" })}
              </time>
              {EVENTS.find((name) => name === event.action)
                ? t(`events.${event.action as (typeof EVENTS)[number]}`, {
                    actor: event.actor ?? "—",
                    assignee: event.assignee ?? "—",
                  })
                : event.action}
              {event.note && (
                <blockquote className="mt-1 border-l-2 pl-2 whitespace-pre-wrap text-muted-foreground">
                  {event.note}
                </blockquote>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
