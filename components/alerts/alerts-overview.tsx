"use client";
import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useCallback } from "react";
import { Alert } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { dataOrThrow } from "@/lib/action-failure";
import { listAlertsAction } from "@/lib/alerts/actions";
import type { AlertsList, AlertView } from "@/lib/alerts/list";
import { AlertCard } from "./alert-card";

const REFRESH_EVERY_MS = 10_000;

function AlertSection({
  id,
  title,
  empty,
  alerts,
  onChange,
}: {
  id: string;
  title: string;
  empty: string;
  alerts: AlertView[];
  onChange: () => void;
}) {
  return (
    <Card aria-labelledby={id} className="grid gap-4">
      <CardTitle id={id} className="mb-0">
        {title}
      </CardTitle>
      {alerts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        alerts.map((alert) => <AlertCard key={alert.id} alert={alert} onChange={onChange} />)
      )}
    </Card>
  );
}

/**
 * Open and recent alerts, first as the server rendered them, then read again every 10 seconds; the count of
 * open ones is announced politely when it changes.
 */
export function AlertsOverview({ initial }: { initial: AlertsList }) {
  const t = useTranslations("alerts");
  const format = useFormatter();
  const alerts = useQuery({
    queryKey: ["alerts"],
    queryFn: async () => dataOrThrow(await listAlertsAction(null, {})),
    initialData: initial,
    initialDataUpdatedAt: Date.parse(initial.generatedAt),
    refetchInterval: REFRESH_EVERY_MS,
  });
  const { refetch } = alerts;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const data = alerts.data;
  const open = data.unresolved.filter((alert) => alert.state === "open").length;
  const time = format.dateTime(new Date(data.generatedAt), { timeStyle: "medium" });
  return (
    <div className="grid gap-6">
      <div className="grid gap-1 text-sm">
        <p aria-live="polite" data-testid="alerts-summary" className="font-medium">
          {t("summary", { open, acknowledged: data.unresolved.length - open })}
        </p>
        <p className="text-muted-foreground">{t("updated", { time })}</p>
      </div>
      {alerts.isError && <Alert tone="error">{t("refreshFailed", { time })}</Alert>}
      <AlertSection
        id="alerts-unresolved"
        title={t("unresolved")}
        empty={t("noneUnresolved")}
        alerts={data.unresolved}
        onChange={refresh}
      />
      <AlertSection
        id="alerts-recent"
        title={t("recent")}
        empty={t("noneRecent")}
        alerts={data.recent}
        onChange={refresh}
      />
    </div>
  );
}
