"use client";
import { useTranslations } from "next-intl";
import type { CallsPerHour } from "@/lib/system/overview-types";
import { CALLS_COLOR } from "./chart-colors";
import { HourlyBars } from "./hourly-bars";

/** Calls per hour over 24 hours, answered and errors stacked, with the same figures as a table. */
export function ProviderCallsChart({ hours }: { hours: CallsPerHour[] }) {
  const t = useTranslations("system.provider");
  const calls = hours.reduce((sum, hour) => sum + hour.calls, 0);
  const errors = hours.reduce((sum, hour) => sum + hour.errors, 0);
  return (
    <HourlyBars
      testId="provider-chart"
      title={t("chartTitle")}
      summary={t("chartSummary", { calls, errors })}
      series={[
        { key: "answered", name: t("series.answered"), color: CALLS_COLOR.answered },
        { key: "errors", name: t("series.errors"), color: CALLS_COLOR.errors },
      ]}
      hours={hours.map(({ hourStart, calls, errors }) => ({
        hourStart,
        counts: { answered: calls - errors, errors },
      }))}
    />
  );
}
