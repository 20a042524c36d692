import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ReviewState } from "@/lib/inbox/schemas";

export function DecisionBadge({ status }: { status: string }) {
  const t = useTranslations("inbox.statuses");
  return (
    <Badge tone={status === "approved" ? "success" : "danger"}>
      {status === "approved" || status === "rejected" ? t(status) : status}
    </Badge>
  );
}

const REVIEW_TONE = { new: "info", in_review: "warning", reviewed: "neutral" } as const;

export function ReviewBadge({ state }: { state: ReviewState }) {
  const t = useTranslations("inbox.reviewStates");
  return <Badge tone={REVIEW_TONE[state]}>{t(state)}</Badge>;
}

export function ConflictBadge() {
  const t = useTranslations("inbox");
  return (
    <Badge tone="warning" title={t("conflictHint")}>
      {t("conflict")}
    </Badge>
  );
}
