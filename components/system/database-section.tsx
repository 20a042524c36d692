"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Table, Td, Th } from "@/components/ui/table";
import { formatBytes } from "@/lib/format/bytes";
import type { DatabaseOverview } from "@/lib/system/overview-types";
import { Moment } from "./moment";
import { Facts, SubSection, SystemCard } from "./section";

export function DatabaseSection({ database, now }: { database: DatabaseOverview; now: string }) {
  const t = useTranslations("system.database");
  const format = useFormatter();
  const { migrations, tables } = database;
  const bySize = tables.method !== "row_count";
  return (
    <SystemCard id="system-database" title={t("title")} className="gap-4">
      <Facts>
        <dt className="text-muted-foreground">{t("kind")}</dt>
        <dd data-testid="database-kind">{t(`kinds.${database.kind}`)}</dd>
        <dt className="text-muted-foreground">{t("migrations")}</dt>
        <dd data-testid="migrations">
          {migrations.known === null
            ? t("appliedUnknown", { applied: migrations.applied })
            : t("applied", { applied: migrations.applied, known: migrations.known })}
        </dd>
        {migrations.latest && (
          <>
            <dt className="text-muted-foreground">{t("latest")}</dt>
            <dd>
              <span className="font-mono text-xs">{migrations.latest.name}</span>,{" "}
              <Moment at={migrations.latest.appliedAt} now={now} />
            </dd>
          </>
        )}
      </Facts>
      {migrations.pending.length > 0 && (
        <Alert tone="error">{t("pending", { names: migrations.pending.join(", ") })}</Alert>
      )}
      {migrations.changed.length > 0 && (
        <Alert tone="error">{t("changed", { names: migrations.changed.join(", ") })}</Alert>
      )}
      <SubSection
        id="system-tables"
        title={t("tables")}
        note={t(`methods.${tables.method}`, {
          time: format.dateTime(new Date(tables.measuredAt), { timeStyle: "short" }),
        })}
      >
        <Table>
          <thead>
            <tr>
              <Th>{t("table")}</Th>
              <Th className="text-right">{bySize ? t("size") : t("rows")}</Th>
            </tr>
          </thead>
          <tbody>
            {tables.largest.map((table) => (
              <tr key={table.name} data-testid="table-size">
                <Td className="font-mono text-xs">{table.name}</Td>
                <Td className="text-right tabular-nums">
                  {bySize ? formatBytes(table.bytes ?? 0, format) : format.number(table.rows ?? 0)}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </SubSection>
    </SystemCard>
  );
}
