"use client";
import { useTranslations } from "next-intl";
import { VALID_OUTCOMES } from "@/lib/system/callback-kinds";
import type { CallbackKind, CallbacksPerHour } from "@/lib/system/overview-types";
import { CALLBACK_COLOR } from "./chart-colors";
import { HourlyBars } from "./hourly-bars";

const KIND_ORDER = Object.keys(CALLBACK_COLOR) as CallbackKind[];

/** Deliveries per hour over 24 hours, stacked by outcome; only the outcomes that occurred get a series. */
export function CallbacksChart({ hours }: { hours: CallbacksPerHour[] }) {
  const t = useTranslations("system.callbacks");
  const present = KIND_ORDER.filter((kind) => hours.some((hour) => (hour.counts[kind] ?? 0) > 0));
  const kinds = present.length > 0 ? present : (["stored"] as CallbackKind[]);
  const count = (kinds: readonly CallbackKind[]) =>
    hours.reduce((sum, hour) => sum + kinds.reduce((inner, kind) => inner + (hour.counts[kind] ?? 0), 0), 0);
  const total = count(KIND_ORDER);
  return (
    <HourlyBars
      testId="callbacks-chart"
      title={t("chartTitle")}
      summary={t("chartSummary", { total, refused: total - count(VALID_OUTCOMES) })}
      series={kinds.map((kind) => ({ key: kind, name: t(`kinds.${kind}`), color: CALLBACK_COLOR[kind] }))}
      hours={hours}
      totalHeader={t("total")}
    />
  );
}
