"use client";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Table, Td, Th } from "@/components/ui/table";
import { formatMoney } from "@/lib/format/money";
import type { RunSummary } from "@/lib/reconciliation/views";
import { bucketsOf, useBucketText } from "./bucket-text";
import { runHref } from "./run-href";

// The provider answers in rupiah (docs/provider-api.md#amounts-and-times); a ledger's amounts are read as such.
const CURRENCY = "IDR";

/** How many rows landed in each bucket, and the sums of what the ledger expected and what the provider said. */
export function RunSummaryTable({ summary }: { summary: RunSummary }) {
  const t = useTranslations("reconcile.screens.summary");
  const bucketText = useBucketText();
  const locale = useLocale();
  const shown = new Set(bucketsOf(summary.run.source));
  const compared = summary.run.source === "ledger";
  const money = (minor: string) => formatMoney({ currency: CURRENCY, minor: BigInt(minor) }, locale);
  return (
    <Table data-testid="run-summary">
      <caption className="sr-only">{t("caption")}</caption>
      <thead>
        <tr>
          <Th>{t("bucket")}</Th>
          <Th className="text-right">{t("rows")}</Th>
          {compared && <Th className="text-right">{t("expected")}</Th>}
          <Th className="text-right">{t("provider")}</Th>
        </tr>
      </thead>
      <tbody>
        {summary.buckets
          .filter((total) => shown.has(total.bucket))
          .map((total) => (
            <tr key={total.bucket} data-bucket={total.bucket}>
              <Th scope="row" className="bg-transparent font-normal text-foreground">
                <Link
                  href={runHref(summary.run.id, { bucket: total.bucket })}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {bucketText(total.bucket)}
                </Link>
              </Th>
              <Td className="text-right tabular-nums" data-testid="bucket-count">
                {t("count", { count: total.count })}
              </Td>
              {compared && <Td className="text-right tabular-nums">{money(total.expectedMinor)}</Td>}
              <Td className="text-right tabular-nums">{money(total.providerMinor)}</Td>
            </tr>
          ))}
      </tbody>
    </Table>
  );
}
