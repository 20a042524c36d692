"use client";
import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { SystemOverview as Overview } from "@/lib/system/overview-types";
import { CallbacksSection } from "./callbacks-section";
import { DatabaseSection } from "./database-section";
import { ProviderSection } from "./provider-section";
import { WorkersSection } from "./workers-section";

const REFRESH_EVERY_MS = 30_000;

async function fetchOverview(): Promise<Overview> {
  const response = await fetch("/api/system", { cache: "no-store" });
  if (!response.ok) throw new Error(`system overview answered ${response.status}`);
  return (await response.json()) as Overview;
}

/** The System page's sections, first as the server rendered them, then refreshed every 30 seconds. */
export function SystemOverview({ initial }: { initial: Overview }) {
  const t = useTranslations("system");
  const format = useFormatter();
  const overview = useQuery({
    queryKey: ["system"],
    queryFn: fetchOverview,
    initialData: initial,
    initialDataUpdatedAt: Date.parse(initial.generatedAt),
    refetchInterval: REFRESH_EVERY_MS,
  });
  const data = overview.data;
  const now = data.generatedAt;
  const time = format.dateTime(new Date(now), { timeStyle: "medium" });
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground" aria-live="polite">
        <span data-testid="system-updated">{t("updated", { time })}</span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => overview.refetch()}
          disabled={overview.isFetching}
        >
          {t("refresh")}
        </Button>
      </div>
      {overview.isError && <Alert tone="error">{t("refreshFailed", { time })}</Alert>}
      <ProviderSection provider={data.provider} now={now} />
      <CallbacksSection callbacks={data.callbacks} now={now} />
      <WorkersSection workers={data.workers} now={now} />
      <DatabaseSection database={data.database} now={now} />
    </div>
  );
}
