"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Table, Td, Th } from "@/components/ui/table";
import { PROVIDER_CALL_OUTCOMES } from "@/lib/provider/call-observer";
import type { CallStats, ErrorOutcome, OperationStats } from "@/lib/system/overview-types";

const ERROR_ORDER = PROVIDER_CALL_OUTCOMES.filter((outcome): outcome is ErrorOutcome => outcome !== "ok");

function StatsCells({ stats }: { stats: CallStats }) {
  const t = useTranslations("system.provider");
  const format = useFormatter();
  const ms = (value: number | null) =>
    value === null ? t("noCalls") : t("latency", { ms: format.number(value, { maximumFractionDigits: 0 }) });
  const errors = ERROR_ORDER.filter((kind) => (stats.errors[kind] ?? 0) > 0);
  return (
    <>
      <Td className="text-right tabular-nums" data-field="calls">
        {format.number(stats.calls)}
      </Td>
      <Td className="text-right tabular-nums" data-field="success">
        {stats.successRate === null
          ? t("noCalls")
          : format.number(stats.successRate, { style: "percent", maximumFractionDigits: 1 })}
      </Td>
      <Td className="text-right tabular-nums">{ms(stats.p50Ms)}</Td>
      <Td className="text-right tabular-nums">{ms(stats.p95Ms)}</Td>
      <Td data-field="errors">
        {errors.length === 0 ? (
          <span className="text-muted-foreground">{t("noErrors")}</span>
        ) : (
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            {errors.map((kind) => (
              <li key={kind} className="text-destructive" data-error-kind={kind}>
                {t(`errorKinds.${kind}`)}:{" "}
                <span className="tabular-nums">{format.number(stats.errors[kind]!)}</span>
              </li>
            ))}
          </ul>
        )}
      </Td>
    </>
  );
}

/** Per operation, the last hour above the last 24 hours. */
export function ProviderStatsTable({ operations }: { operations: OperationStats[] }) {
  const t = useTranslations("system.provider");
  return (
    <Table>
      <thead>
        <tr>
          <Th>{t("operation")}</Th>
          <Th>{t("period")}</Th>
          <Th className="text-right">{t("calls")}</Th>
          <Th className="text-right">{t("success")}</Th>
          <Th className="text-right">{t("p50")}</Th>
          <Th className="text-right">{t("p95")}</Th>
          <Th>{t("errors")}</Th>
        </tr>
      </thead>
      <tbody>
        {operations.flatMap(({ operation, lastHour, lastDay }) => [
          <tr key={`${operation}-hour`} data-testid={`provider-${operation}-hour`}>
            <Th scope="row" rowSpan={2} className="bg-transparent font-medium text-foreground">
              {t(`operations.${operation}`)}
            </Th>
            <Td>{t("lastHour")}</Td>
            <StatsCells stats={lastHour} />
          </tr>,
          <tr key={`${operation}-day`} data-testid={`provider-${operation}-day`}>
            <Td>{t("lastDay")}</Td>
            <StatsCells stats={lastDay} />
          </tr>,
        ])}
      </tbody>
    </Table>
  );
}
