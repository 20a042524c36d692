"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { useZoneName } from "@/components/use-zone-name";
import { createScheduleAction } from "@/lib/exports/actions";
import { SCHEDULE_CADENCES } from "@/lib/exports/schedule-slots";
import { EXPORT_FORMATS } from "@/lib/exports/writers/types";
import { TIME_ZONES } from "@/lib/i18n/config";
import { zoneMessageKey } from "@/lib/i18n/time-zone";
import { ColumnPicker } from "./column-picker";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** A new scheduled export: whose history, its columns and format, and when it runs in which zone. */
export function NewScheduleForm({ timeZone }: { timeZone: string }) {
  const t = useTranslations("exportSchedules");
  const te = useTranslations("exports");
  const tp = useTranslations("preferences");
  const zoneName = useZoneName();
  const form = useFormAction(createScheduleAction);
  // Controlled: the weekday is asked only of a weekly schedule.
  const [cadence, setCadence] = useState<string>("daily");
  return (
    <Card>
      <CardTitle>{t("new")}</CardTitle>
      {/* Folded until asked for: its fields repeat the export form's, which stays the page's first. */}
      <details className="grid gap-4">
        <summary className="cursor-pointer text-sm font-medium">{t("open")}</summary>
        <ActionForm form={form} className="mt-4 grid gap-4" success={t("created")}>
          <Field
            id="schedule-user"
            label={t("customer")}
            hint={t("customerHint")}
            errors={form.errors("userId")}
          >
            <Input name="userId" required autoComplete="off" />
          </Field>
          <Field id="schedule-format" label={te("format")} errors={form.errors("format")}>
            <Select name="format" defaultValue="csv">
              {EXPORT_FORMATS.map((value) => (
                <option key={value} value={value}>
                  {te(`formats.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="schedule-cadence" label={t("cadence")} errors={form.errors("cadence")}>
            <Select name="cadence" value={cadence} onChange={(event) => setCadence(event.target.value)}>
              {SCHEDULE_CADENCES.map((value) => (
                <option key={value} value={value}>
                  {t(`cadences.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
          {cadence === "weekly" && (
            <Field id="schedule-weekday" label={t("weekday")} errors={form.errors("weekday")}>
              <Select name="weekday" defaultValue="1">
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {t(`weekdays.${day}`)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field id="schedule-hour" label={t("hour")} errors={form.errors("hour")}>
            <Select name="hour" defaultValue="7">
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {t("hourValue", { hour: String(hour).padStart(2, "0") })}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="schedule-zone" label={t("timeZone")} errors={form.errors("timeZone")}>
            <Select name="timeZone" defaultValue={timeZone}>
              {TIME_ZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {tp(`timeZones.${zoneMessageKey(zone)}` as "timeZones.UTC", { zone: zoneName(zone) })}
                </option>
              ))}
            </Select>
          </Field>
          <ColumnPicker id="schedule-columns" errors={form.errors("columns")} />
          <p className="text-sm text-muted-foreground">{t("scopeNote")}</p>
          <Button type="submit" disabled={form.pending} className="justify-self-start">
            {t("create")}
          </Button>
        </ActionForm>
      </details>
    </Card>
  );
}
