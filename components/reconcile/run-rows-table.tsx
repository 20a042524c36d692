"use client";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { BADGE_TONE, useCodeText } from "@/components/provider-codes/provider-codes";
import { Badge } from "@/components/ui/badge";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { formatMoney } from "@/lib/format/money";
import type { RunRowView } from "@/lib/reconciliation/views";
import { BUCKET_TONE, useBucketText, useProblemText } from "./bucket-text";

// The provider answers in rupiah (docs/provider-api.md#amounts-and-times); a ledger's amounts are read as such.
const LEDGER_CURRENCY = "IDR";

/** A run's rows: what the ledger expected beside what the provider said, and why a row differs. */
export function RunRowsTable({ rows, compared }: { rows: RunRowView[]; compared: boolean }) {
  const t = useTranslations("reconcile.screens.rows");
  const format = useFormatter();
  const locale = useLocale();
  const codeText = useCodeText();
  const bucketText = useBucketText();
  const problemText = useProblemText();
  if (rows.length === 0) return <TableEmpty>{t("empty")}</TableEmpty>;
  const money = (minor: string, currency: string | null) =>
    formatMoney({ currency: currency ?? LEDGER_CURRENCY, minor: BigInt(minor) }, locale);
  return (
    <Table data-testid="run-rows">
      <caption className="sr-only">{t("caption")}</caption>
      <thead>
        <tr>
          <Th className="text-right">{t("row")}</Th>
          <Th>{t("identifier")}</Th>
          <Th>{t("bucket")}</Th>
          {compared && <Th>{t("expected")}</Th>}
          <Th>{t("provider")}</Th>
          <Th>{t("note")}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const status = row.providerStatus === null ? null : codeText("trxStatus", row.providerStatus);
          const differs = (what: "status_differs" | "amount_differs") => row.bucket === what;
          return (
            <tr key={row.id} data-testid="run-row" data-bucket={row.bucket ?? "pending"}>
              <Td className="text-right tabular-nums">{row.rowNumber}</Td>
              <Td>
                <span className="font-mono text-[13px] break-all" data-testid="row-identifier">
                  {row.identifier}
                </span>
                {row.partnerReference && (
                  <span className="block text-xs text-muted-foreground">
                    {t("reference", { reference: row.partnerReference })}
                  </span>
                )}
                {row.matchedKind && (
                  <span className="block text-xs text-muted-foreground">
                    {t(`kinds.${row.matchedKind === "requestId" ? "requestId" : "partnerId"}`)}
                  </span>
                )}
              </Td>
              <Td>
                {row.bucket ? (
                  <Badge tone={BUCKET_TONE[row.bucket]} data-testid="row-bucket">
                    {bucketText(row.bucket)}
                  </Badge>
                ) : (
                  <Badge tone="info">{t("pending")}</Badge>
                )}
              </Td>
              {compared && (
                <Td>
                  <dl className="grid gap-0.5 text-sm">
                    {row.expectedStatus !== null && (
                      <Pair label={t("status")} marked={differs("status_differs")}>
                        {row.expectedStatus}
                      </Pair>
                    )}
                    {row.expectedAmountMinor !== null && (
                      <Pair label={t("amount")} marked={differs("amount_differs")}>
                        {money(row.expectedAmountMinor, null)}
                      </Pair>
                    )}
                    {row.expectedDate !== null && <Pair label={t("date")}>{row.expectedDate}</Pair>}
                  </dl>
                </Td>
              )}
              <Td>
                <dl className="grid gap-0.5 text-sm">
                  {status && (
                    <Pair label={t("status")} marked={differs("status_differs")}>
                      <span title={status.title} data-testid="row-provider-status" data-raw={status.raw}>
                        <Badge tone={BADGE_TONE[status.tone]}>{status.text}</Badge>
                      </span>
                    </Pair>
                  )}
                  {row.providerAmountMinor !== null && (
                    <Pair label={t("amount")} marked={differs("amount_differs")}>
                      {money(row.providerAmountMinor, row.providerCurrency)}
                    </Pair>
                  )}
                  {row.providerSettledAt && (
                    <Pair label={t("settled")}>
                      {format.dateTime(new Date(row.providerSettledAt), {
                        dateStyle: "medium",
                        timeStyle: "short",
                      })}
                    </Pair>
                  )}
                </dl>
              </Td>
              <Td className="text-sm">
                {row.problem && (
                  <span className="block">{problemText(row.problem, { column: row.problemColumn })}</span>
                )}
                {row.duplicateOf !== null && (
                  <span className="block">{t("duplicateOf", { row: row.duplicateOf })}</span>
                )}
                {row.providerError && (
                  <span className="block text-destructive" data-testid="row-provider-error">
                    {row.providerError}
                  </span>
                )}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** One labelled value; a value that differs from its counterpart is marked, in words as well as in weight. */
function Pair({ label, marked, children }: { label: string; marked?: boolean; children: React.ReactNode }) {
  const t = useTranslations("reconcile.screens.rows");
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={marked ? "font-semibold" : undefined}>
        {children}
        {marked && <span className="sr-only"> {t("differs")}</span>}
      </dd>
    </div>
  );
}
