import { Clock } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

/** The overdue marker of the list and the detail: a word and an icon, never the colour alone. */
export function OverdueBadge({ hours }: { hours: number }) {
  const t = useTranslations("inbox.queue");
  return (
    <Badge tone="warning" className="gap-1" title={t("overdueHint", { hours })} data-testid="overdue">
      <Clock className="h-3 w-3" aria-hidden />
      {t("overdue")}
    </Badge>
  );
}
