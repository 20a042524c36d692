"use client";
import { Search } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { type LookupOffer, lookupHref } from "@/lib/history/lookup-offer";
import { cn } from "@/lib/ui/cn";

export interface DetailItem {
  label: string;
  /** Left out when undefined: details that lack a key show what is there. */
  value: ReactNode | undefined;
  mono?: boolean;
}

/** The items that have a value to show. */
export function shownItems(items: readonly DetailItem[]): DetailItem[] {
  return items.filter(
    (item) => item.value !== undefined && item.value !== null && item.value !== "" && item.value !== false,
  );
}

export function DetailList({ items, className }: { items: DetailItem[]; className?: string }) {
  const shown = shownItems(items);
  if (shown.length === 0) return null;
  return (
    <dl
      className={cn("grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_minmax(0,1fr)]", className)}
    >
      {shown.map((item) => (
        <div key={item.label} className="contents">
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className={cn("min-w-0 break-words", item.mono && "font-mono text-xs leading-5")}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of an entry; render it only with content, so no heading stands over nothing. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** A titled list of details, left out whole when none of its items has a value. */
export function DetailListSection({ title, items }: { title: string; items: DetailItem[] }) {
  const shown = shownItems(items);
  if (shown.length === 0) return null;
  return (
    <DetailSection title={title}>
      <DetailList items={shown} />
    </DetailSection>
  );
}

/** An identifier with a copy button and, when the entry offers a lookup by it, a link there saying how. */
export function IdValue({ id, label, lookup }: { id: string; label: string; lookup?: LookupOffer | null }) {
  const t = useTranslations("history.entry");
  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-1">
      <span className="break-all font-mono text-xs">{id}</span>
      <CopyButton value={id} label={t("copy", { label })} />
      {lookup && (
        <Link
          href={lookupHref(lookup)}
          className="inline-flex items-center gap-1 rounded text-xs font-medium text-primary underline-offset-4 hover:underline"
          title={t("lookupHint", { key: lookup.key })}
        >
          <Search className="h-3.5 w-3.5" aria-hidden />
          {t("lookup", { key: lookup.key })}
          <span className="sr-only"> {t("lookupTarget", { id: lookup.id })}</span>
        </Link>
      )}
    </span>
  );
}
