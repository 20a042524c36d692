import { useTranslations } from "next-intl";

/**
 * A decision's rejection reasons as received, one line each, cut to the column's width on screen; the whole
 * text stays in the page (screen readers read it) and shows on hover.
 */
export function ReasonsCell({ reasons }: { reasons: string[] }) {
  const t = useTranslations("inbox.queue");
  if (reasons.length === 0) {
    return <span className="text-xs text-muted-foreground">{t("noReasons")}</span>;
  }
  return (
    <ul className="grid max-w-64 gap-0.5 text-xs" data-testid="inbox-row-reasons">
      {reasons.map((reason, index) => (
        // Reasons may repeat within a list: their place is what tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is as received and never reordered
        <li key={index} className="truncate" title={reason}>
          {reason}
        </li>
      ))}
    </ul>
  );
}
