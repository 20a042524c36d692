import { useFormatter, useTranslations } from "next-intl";
import type { CappedCount } from "@/lib/inbox/capped-count";

/**
 * A count as a figure: exact, or past the cap "5,000+" for the eye and "more than 5,000" for a screen reader, so
 * nobody reads a capped count as the whole.
 */
export function CappedFigure({ value }: { value: CappedCount }) {
  const t = useTranslations("inbox.counts");
  const format = useFormatter();
  if (!value.more) return format.number(value.count);
  return (
    <>
      <span aria-hidden>{t("atLeast", { count: value.count })}</span>
      <span className="sr-only">{t("moreThan", { count: value.count })}</span>
    </>
  );
}
