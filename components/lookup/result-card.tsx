"use client";
import { RefreshCw } from "lucide-react";
import { useFormatter, useLocale, useNow, useTranslations } from "next-intl";
import { type ReactNode, useEffect } from "react";
import { BADGE_TONE, useCodeText } from "@/components/provider-codes/provider-codes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { formatMoney } from "@/lib/format/money";
import { timeAgo } from "@/lib/format/time-ago";
import type { LookupAnswer } from "@/lib/lookup/ask-provider";
import { moneyFigures } from "@/lib/lookup/format";
import { cn } from "@/lib/ui/cn";
import { TimeValue } from "./time-value";
import { markResultShown } from "./timing";

type Found = Extract<LookupAnswer, { outcome: "found" }>;

function Row({ label, children, mono }: { label: ReactNode; children: ReactNode; mono?: boolean }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b py-2 last:border-b-0">
      <dt className="shrink-0 text-sm text-muted-foreground">{label}</dt>
      <dd className={cn("min-w-0 text-right text-sm font-medium", mono && "font-mono text-[13px] break-all")}>
        {children}
      </dd>
    </div>
  );
}

function Group({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h4 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h4>
      <dl>{children}</dl>
    </div>
  );
}

/** An identifier an agent copies into a ticket: label above, the whole value on one line where it fits. */
function IdentifierRow({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const t = useTranslations("lookup.result");
  return (
    <div className="grid gap-0.5 border-b py-2 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex items-center justify-between gap-2">
        <span className="font-mono text-[13px] break-all">{value}</span>
        <CopyButton value={value} label={t("copy", { what: label })} />
      </dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

/** Every field of the 4.1 record, formatted for a person on the phone with the customer. */
export function ResultCard({
  answer,
  checkedAt,
  refreshing,
  onRefresh,
}: {
  answer: Found;
  checkedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const t = useTranslations("lookup.result");
  const kinds = useTranslations("lookup.kinds");
  const locale = useLocale();
  const format = useFormatter();
  const now = useNow({ updateInterval: 15_000 });
  const { record, matchedKind, tried } = answer;
  const money = moneyFigures(record);
  const status = useCodeText()("trxStatus", record.trxStatus);
  const missing = <span className="font-normal text-muted-foreground">{t("missing")}</span>;

  // Every commit checks for a pending request mark; it is measured once, on the first commit after it.
  useEffect(() => {
    markResultShown();
  });

  return (
    <Card className="grid gap-5" data-testid="lookup-result" aria-labelledby="lookup-result-title">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="sr-only">{t("status")}</span>
            <Badge
              tone={BADGE_TONE[status.tone]}
              title={status.title}
              className="px-2.5 py-1 text-sm"
              data-testid="lookup-status"
              data-raw={record.trxStatus}
            >
              {status.text}
            </Badge>
            {status.labelled ? (
              <span className="font-mono text-sm text-muted-foreground">{record.trxStatus}</span>
            ) : (
              <span className="text-sm text-muted-foreground">{t("statusAsReceived")}</span>
            )}
          </div>
          <h3 id="lookup-result-title" className="text-2xl font-semibold tracking-tight tabular-nums">
            {formatMoney(money.paid, locale)}
          </h3>
          <p className="text-sm text-muted-foreground">
            {record.productName && (
              <span className="font-medium text-foreground">{record.productName} · </span>
            )}
            <span data-testid="lookup-matched">
              {tried.length > 1
                ? t("matchedAfterFallback", {
                    kind: kinds(matchedKind),
                    tried: kinds(tried[0] ?? matchedKind),
                  })
                : t("matchedAs", { kind: kinds(matchedKind) })}
            </span>
          </p>
        </div>
        <div className="grid justify-items-end gap-1">
          <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw className={cn("h-4 w-4", refreshing && "animate-spin")} aria-hidden />
            {refreshing ? t("refreshing") : t("refresh")}
          </Button>
          <span className="text-xs text-muted-foreground" suppressHydrationWarning>
            {t("checked", { when: timeAgo(format, checkedAt, now) })}
          </span>
        </div>
      </header>

      <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
        <Group title={t("amounts")}>
          <Row label={t("paidAmount")}>
            <span className="tabular-nums" data-testid="lookup-paid">
              {formatMoney(money.paid, locale)}
            </span>
          </Row>
          <Row label={t("mdrFee")}>
            {money.fee ? <span className="tabular-nums">{formatMoney(money.fee, locale)}</span> : missing}
          </Row>
          <Row label={t("netAmount")}>
            {money.net ? (
              <span className="tabular-nums" data-testid="lookup-net">
                {formatMoney(money.net, locale)}
              </span>
            ) : (
              <span className="text-xs font-normal text-muted-foreground">{t("netUnavailable")}</span>
            )}
          </Row>
        </Group>
        <Group title={t("times")}>
          <Row label={t("paidAt")}>{record.paidTs ? <TimeValue text={record.paidTs} /> : missing}</Row>
          <Row label={t("settledAt")}>
            {record.settlementTs ? (
              <TimeValue text={record.settlementTs} />
            ) : (
              <span className="font-normal text-muted-foreground">{t("notSettled")}</span>
            )}
          </Row>
        </Group>
        <Group title={t("identifiers")}>
          <IdentifierRow label={t("requestId")} value={record.requestId} />
          <IdentifierRow label={t("transactionId")} value={record.transactionId} />
          <IdentifierRow
            label={t("responseRequestId")}
            value={record.responseRequestId}
            hint={t("responseRequestIdHint")}
          />
        </Group>
        <Group title={t("merchant")}>
          <Row label={t("merchantId")} mono>
            {record.merchantId ?? missing}
          </Row>
          <Row label={t("sku")} mono>
            {record.sku ?? missing}
          </Row>
          <Row label={t("productName")}>{record.productName ?? missing}</Row>
        </Group>
      </div>

      {record.extra.length > 0 && (
        <details className="rounded-md border px-3 py-2" data-testid="lookup-more">
          <summary className="cursor-pointer text-sm font-medium">
            {t("more", { count: record.extra.length })}
          </summary>
          <p className="mt-1 text-xs text-muted-foreground">{t("moreHint")}</p>
          <dl className="mt-2">
            {record.extra.map(([name, value]) => (
              <Row key={name} label={<span className="font-mono text-xs">{name}</span>} mono>
                {value}
              </Row>
            ))}
          </dl>
        </details>
      )}
    </Card>
  );
}
