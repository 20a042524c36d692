"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import type { CallbackOverview } from "@/lib/system/overview-types";
import { CallbacksChart } from "./callbacks-chart";
import { Moment } from "./moment";

export function CallbacksSection({ callbacks, now }: { callbacks: CallbackOverview; now: string }) {
  const t = useTranslations("system.callbacks");
  const { lastHour } = callbacks;
  return (
    <Card aria-labelledby="system-callbacks" className="grid gap-4">
      <CardTitle id="system-callbacks" className="mb-0">
        {t("title")}
      </CardTitle>
      {lastHour.warning && (
        <Alert tone="error" data-testid="refusal-warning">
          {t(`warnings.${lastHour.warning}`)}
        </Alert>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("lastValid")}</dt>
        <dd data-testid="last-valid-callback">
          {callbacks.lastValidAt ? <Moment at={callbacks.lastValidAt} now={now} /> : t("noneValid")}
        </dd>
      </dl>
      <p className="text-sm" data-testid="callbacks-last-hour">
        {t("lastHour", { total: lastHour.total, refused: lastHour.refused })}
      </p>
      <CallbacksChart hours={callbacks.hours} />
      <p className="text-xs text-muted-foreground">{t("anonymousNote")}</p>
    </Card>
  );
}
