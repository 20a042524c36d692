"use client";
import { useFormatter, useTranslations } from "next-intl";
import { startTransition, useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { useErrorText } from "@/components/use-error-text";
import { deleteScheduleAction, setSchedulePausedAction } from "@/lib/exports/actions";
import type { ExportScheduleRow } from "@/lib/exports/schedules";

/** The viewer's scheduled exports, each paused, resumed or deleted in place (the page is read again after). */
export function ExportSchedules({
  schedules,
  seesAll,
}: {
  schedules: ExportScheduleRow[];
  seesAll: boolean;
}) {
  const t = useTranslations("exportSchedules");
  const te = useTranslations("exports");
  const format = useFormatter();
  const errorText = useErrorText();
  const [paused, setPaused] = useActionState(setSchedulePausedAction, null);
  const [deleted, remove] = useActionState(deleteScheduleAction, null);
  const failure = [paused, deleted].find((result) => result && !result.ok);
  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      {failure && !failure.ok && <Alert tone="error">{errorText.error(failure.error)}</Alert>}
      {schedules.length === 0 && <p className="text-sm text-muted-foreground">{t("none")}</p>}
      <ul className="grid gap-3">
        {schedules.map((schedule) => {
          const when = t(schedule.cadence === "weekly" ? "whenWeekly" : "whenDaily", {
            weekday: schedule.weekday === null ? "" : t(`weekdays.${schedule.weekday}` as "weekdays.1"),
            hour: String(schedule.hour).padStart(2, "0"),
            zone: schedule.timeZone,
          });
          return (
            <li key={schedule.id} className="grid gap-2 rounded-md border p-3" data-testid="export-schedule">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={schedule.paused ? "neutral" : "info"}>
                  {t(schedule.paused ? "paused" : "active")}
                </Badge>
                <span className="font-mono text-sm">{schedule.userId}</span>
                <span className="text-sm text-muted-foreground">
                  {te(`formats.${schedule.format}` as "formats.csv")} ·{" "}
                  {t("columns", { count: schedule.columns })}
                </span>
                {seesAll && (
                  <span className="ml-auto text-xs text-muted-foreground">{schedule.ownerEmail}</span>
                )}
              </div>
              <p className="text-sm">{when}</p>
              {schedule.nextRunAt && (
                <p className="text-xs text-muted-foreground">
                  {t("next", {
                    at: format.dateTime(new Date(schedule.nextRunAt), {
                      dateStyle: "medium",
                      timeStyle: "short",
                    }),
                  })}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    startTransition(() => setPaused({ id: schedule.id, paused: !schedule.paused }))
                  }
                >
                  {t(schedule.paused ? "resume" : "pause")}
                </Button>
                <ConfirmButton
                  label={t("delete")}
                  title={t("deleteTitle")}
                  description={t("deleteDescription", { userId: schedule.userId })}
                  confirm={t("delete")}
                  destructive
                  trigger={{ variant: "secondary", size: "sm" }}
                  onConfirm={() => startTransition(() => remove({ id: schedule.id }))}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
