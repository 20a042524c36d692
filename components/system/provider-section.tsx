"use client";
import { useTranslations } from "next-intl";
import type { ProviderOverview } from "@/lib/system/overview-types";
import { BreakersTable } from "./breakers-table";
import { ProviderCallsChart } from "./provider-calls-chart";
import { ProviderStatsTable } from "./provider-stats-table";
import { Note, SubSection, SystemCard } from "./section";
import { TokenDates } from "./token-dates";

export function ProviderSection({ provider, now }: { provider: ProviderOverview; now: string }) {
  const t = useTranslations("system.provider");
  return (
    <SystemCard id="system-provider" title={t("title")} className="gap-5">
      <div className="grid gap-2">
        <ProviderStatsTable operations={provider.operations} />
        <Note>{t("callsNote")}</Note>
      </div>
      <ProviderCallsChart hours={provider.hours} />
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <SubSection
          id="system-breakers"
          title={t("breakers")}
          note={t("breakersNote", { seconds: provider.breakerCooldownSeconds })}
          className="content-start"
        >
          <BreakersTable breakers={provider.breakers} now={now} />
        </SubSection>
        <SubSection id="system-token" title={t("token")} className="content-start">
          <TokenDates token={provider.token} now={now} />
        </SubSection>
      </div>
    </SystemCard>
  );
}
