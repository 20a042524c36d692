"use client";
import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";

/** What stands in for the rows until the first page of a user's history is there. */
export function FirstPageLoading() {
  const t = useTranslations("history");
  return (
    <div className="grid gap-2" aria-busy="true">
      <p className="text-sm text-muted-foreground" role="status">
        {t("loadingFirst")}
      </p>
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}
