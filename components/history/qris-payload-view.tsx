"use client";
import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import { compareQrisWithRecord, type QrisComparison } from "@/lib/history/qris-comparison";
import type { QRis } from "@/lib/provider/schemas/history-details";
import { decodeQris } from "@/lib/qris/decode";
import type { DecodedQris } from "@/lib/qris/decoded-qris";
import { DetailSection } from "./detail-list";
import { QrCodeImage } from "./qr-code-image";
import { QrisComparisonTable } from "./qris-comparison-table";
import { QrisFieldTable } from "./qris-field-table";
import { ConformanceBadge, FindingList } from "./qris-findings";

/**
 * The QR payload decoded tag by tag, its CRC and the QRIS rules checked, and every disagreement with the
 * provider's record.
 */
export function QrisPayloadView({
  seq,
  payload,
  record,
}: {
  seq: number;
  payload: string | undefined;
  record: QRis | undefined;
}) {
  const t = useTranslations("history.qr");
  const decoded = useMemo(() => (payload ? decodeQris(payload) : null), [payload]);
  const comparison = useMemo(
    () => (decoded ? compareQrisWithRecord(decoded, record) : null),
    [decoded, record],
  );
  if (!payload || !decoded || !comparison) {
    return (
      <DetailSection title={t("payload")}>
        <p className="text-sm text-muted-foreground">{t("noPayload")}</p>
      </DetailSection>
    );
  }
  return (
    <DetailSection title={t("payload")}>
      <div className="flex flex-wrap gap-2">
        <CrcBadge crc={decoded.crc} />
        <ConformanceBadge findings={decoded.findings} />
        <ComparisonBadge comparison={comparison} hasRecord={record !== undefined} />
        {decoded.kind === "transfer" && (
          <Badge tone="info" data-testid="qr-kind">
            {t("transfer")}
          </Badge>
        )}
      </div>
      <FindingList findings={decoded.findings} severity="error" />
      <FindingList findings={decoded.findings} severity="warning" />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_auto]">
        <QrisFieldTable
          decoded={decoded}
          differingTags={comparison.differingTags}
          differingTagsThatMatter={comparison.differingTagsThatMatter}
        />
        <QrCodeImage payload={payload} seq={seq} />
      </div>
      {record !== undefined && <QrisComparisonTable comparison={comparison} />}
      <div className="grid gap-1">
        <p className="flex items-center gap-1 text-xs font-medium text-muted-foreground">
          {t("rawPayload")}
          <CopyButton value={payload} label={t("rawPayload")} />
        </p>
        <pre className="overflow-auto rounded-md border bg-muted p-2 font-mono text-xs whitespace-pre-wrap break-all">
          {payload}
        </pre>
      </div>
    </DetailSection>
  );
}

function CrcBadge({ crc }: { crc: DecodedQris["crc"] }) {
  const t = useTranslations("history.qr");
  if (crc.status === "missing") {
    return (
      <Badge tone="warning" data-testid="crc-status">
        <AlertTriangle className="mr-1 h-3.5 w-3.5" aria-hidden />
        {t("crcMissing")}
      </Badge>
    );
  }
  if (crc.status === "invalid") {
    return (
      <Badge tone="danger" data-testid="crc-status">
        <XCircle className="mr-1 h-3.5 w-3.5" aria-hidden />
        {t("crcInvalid", { actual: crc.actual, expected: crc.expected })}
      </Badge>
    );
  }
  return (
    <Badge tone="success" data-testid="crc-status">
      <CheckCircle2 className="mr-1 h-3.5 w-3.5" aria-hidden />
      {t("crcValid", { actual: crc.actual })}
    </Badge>
  );
}

function ComparisonBadge({ comparison, hasRecord }: { comparison: QrisComparison; hasRecord: boolean }) {
  const t = useTranslations("history.qr");
  if (!hasRecord) {
    return (
      <Badge tone="neutral" data-testid="qr-comparison-summary">
        {t("noRecord")}
      </Badge>
    );
  }
  if (comparison.contradictions === 0) {
    return (
      <Badge tone="success" data-testid="qr-comparison-summary">
        {comparison.absences === 0 ? t("agrees") : t("agreesWhereBoth")}
      </Badge>
    );
  }
  // Only a contradiction on a field that matters is a problem; on another field it is worth a look.
  return (
    <Badge
      tone={comparison.contradictionsThatMatter > 0 ? "danger" : "warning"}
      data-testid="qr-comparison-summary"
    >
      <AlertTriangle className="mr-1 h-3.5 w-3.5" aria-hidden />
      {t("differences", { count: comparison.contradictions })}
    </Badge>
  );
}
