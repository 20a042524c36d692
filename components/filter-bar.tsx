import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/ui/cn";

/**
 * A list's filters as a plain GET form: they live in the URL, so a filtered view can be bookmarked and shared.
 * `className` sets the columns on wide screens; `extra` stands on the row of the buttons, before them.
 */
export function FilterBar({
  action,
  clearHref,
  className,
  extra,
  children,
}: {
  action?: string;
  clearHref: string;
  className?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations("common");
  return (
    <form
      method="get"
      action={action}
      className={cn("grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:items-end", className)}
    >
      {children}
      <div className="col-span-full flex flex-wrap items-center gap-3">
        {extra}
        <span className={cn("flex gap-2", extra && "sm:ml-auto")}>
          <Button type="submit">{t("applyFilters")}</Button>
          <a href={clearHref} className={buttonVariants({ variant: "secondary" })}>
            {t("clearFilters")}
          </a>
        </span>
      </div>
    </form>
  );
}

/** The first and last day of a period, as date fields named `from` and `to`. */
export function DateRangeFields({
  from,
  to,
  labels,
}: {
  from?: string;
  to?: string;
  labels: { from: string; to: string };
}) {
  return (
    <>
      <Field id="from" label={labels.from}>
        <Input id="from" name="from" type="date" defaultValue={from} />
      </Field>
      <Field id="to" label={labels.to}>
        <Input id="to" name="to" type="date" defaultValue={to} />
      </Field>
    </>
  );
}
