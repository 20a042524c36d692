"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import type { CallbackOverview } from "@/lib/system/overview-types";
import { CallbacksChart } from "./callbacks-chart";
import { Moment } from "./moment";
import { Facts, Note, SystemCard } from "./section";

export function CallbacksSection({ callbacks, now }: { callbacks: CallbackOverview; now: string }) {
  const t = useTranslations("system.callbacks");
  const { lastHour } = callbacks;
  return (
    <SystemCard id="system-callbacks" title={t("title")} className="gap-4">
      {lastHour.warning && (
        <Alert tone="error" data-testid="refusal-warning">
          {t(`warnings.${lastHour.warning}`)}
        </Alert>
      )}
      <Facts>
        <dt className="text-muted-foreground">{t("lastValid")}</dt>
        <dd data-testid="last-valid-callback">
          {callbacks.lastValidAt ? <Moment at={callbacks.lastValidAt} now={now} /> : t("noneValid")}
        </dd>
      </Facts>
      <p className="text-sm" data-testid="callbacks-last-hour">
        {t("lastHour", { total: lastHour.total, refused: lastHour.refused })}
      </p>
      <CallbacksChart hours={callbacks.hours} />
      <Note>{t("anonymousNote")}</Note>
    </SystemCard>
  );
}
