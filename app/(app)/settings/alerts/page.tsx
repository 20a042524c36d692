import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AlertsOverview } from "@/components/alerts/alerts-overview";
import { type ThresholdGroup, ThresholdsForm } from "@/components/alerts/thresholds-form";
import { PageHeader } from "@/components/shell/page-header";
import { listAlerts } from "@/lib/alerts/list";
import { ALERT_RULES, REMINDER } from "@/lib/alerts/rules";
import { thresholdValues } from "@/lib/alerts/thresholds";
import { requirePage } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("alerts"))("title") };
}

export default async function AlertsPage() {
  await requirePage("alerts.view");
  const [t, list, values] = await Promise.all([
    getTranslations("alerts"),
    listAlerts(db(), new Date()),
    thresholdValues(db()),
  ]);
  const groups: ThresholdGroup[] = [
    ...ALERT_RULES.map((rule) => ({ group: rule.name, thresholds: rule.thresholds })),
    { group: "reminder", thresholds: REMINDER },
  ].map(({ group, thresholds }) => ({
    group,
    fields: Object.entries(thresholds).map(([name, spec]) => {
      const key = `${group}.${name}`;
      return { key, name, spec, value: values[key] ?? spec.default };
    }),
  }));
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <AlertsOverview initial={list} />
      <ThresholdsForm groups={groups} />
    </div>
  );
}
