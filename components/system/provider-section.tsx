"use client";
import { useTranslations } from "next-intl";
import { Card, CardTitle } from "@/components/ui/card";
import type { ProviderOverview } from "@/lib/system/overview-types";
import { BreakersTable } from "./breakers-table";
import { ProviderCallsChart } from "./provider-calls-chart";
import { ProviderStatsTable } from "./provider-stats-table";
import { TokenDates } from "./token-dates";

export function ProviderSection({ provider, now }: { provider: ProviderOverview; now: string }) {
  const t = useTranslations("system.provider");
  return (
    <Card aria-labelledby="system-provider" className="grid gap-5">
      <CardTitle id="system-provider" className="mb-0">
        {t("title")}
      </CardTitle>
      <div className="grid gap-2">
        <ProviderStatsTable operations={provider.operations} />
        <p className="text-xs text-muted-foreground">{t("callsNote")}</p>
      </div>
      <ProviderCallsChart hours={provider.hours} />
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <section className="grid content-start gap-2" aria-labelledby="system-breakers">
          <h3 id="system-breakers" className="text-sm font-semibold">
            {t("breakers")}
          </h3>
          <BreakersTable breakers={provider.breakers} now={now} />
          <p className="text-xs text-muted-foreground">{t("breakersNote")}</p>
        </section>
        <section className="grid content-start gap-2" aria-labelledby="system-token">
          <h3 id="system-token" className="text-sm font-semibold">
            {t("token")}
          </h3>
          <TokenDates token={provider.token} now={now} />
        </section>
      </div>
    </Card>
  );
}
