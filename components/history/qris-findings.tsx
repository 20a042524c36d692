"use client";
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { QrisFinding, QrisSeverity } from "@/lib/qris/decoded-qris";

/** Whether the payload follows the QRIS rules, or how many findings it has, beside the CRC badge. */
export function ConformanceBadge({ findings }: { findings: readonly QrisFinding[] }) {
  const t = useTranslations("history.qr");
  if (findings.length === 0) {
    return (
      <Badge tone="success" data-testid="qr-conformance">
        <CheckCircle2 className="mr-1 h-3.5 w-3.5" aria-hidden />
        {t("conformant")}
      </Badge>
    );
  }
  const hasError = findings.some((finding) => finding.severity === "error");
  return (
    <Badge tone={hasError ? "danger" : "warning"} data-testid="qr-conformance">
      <AlertTriangle className="mr-1 h-3.5 w-3.5" aria-hidden />
      {t("findings", { count: findings.length })}
    </Badge>
  );
}

/** The findings of one severity, each as its message, then the tag it concerns and its code. */
export function FindingList({
  findings,
  severity,
}: {
  findings: readonly QrisFinding[];
  severity: QrisSeverity;
}) {
  const t = useTranslations("history.qr");
  const shown = findings.filter((finding) => finding.severity === severity);
  if (shown.length === 0) return null;
  return (
    <ul
      className={
        severity === "error"
          ? "grid list-disc gap-1 pl-5 text-sm text-destructive"
          : "grid list-disc gap-1 pl-5 text-sm text-warning"
      }
      data-testid={`qr-${severity}s`}
    >
      {shown.map((finding, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the same code can occur twice, in order
          key={`${finding.code}-${index}`}
          data-code={finding.code}
          data-tag={finding.tag ?? undefined}
        >
          <span className="sr-only">{t(`severity.${severity}`)}: </span>
          {t(`issues.${finding.code}`, { tag: finding.tag ?? "", ...finding.params })}
          <span className="ml-2 font-mono text-xs opacity-70">
            {finding.tag === null ? finding.code : `${finding.tag} · ${finding.code}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
