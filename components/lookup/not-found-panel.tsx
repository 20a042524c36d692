"use client";
import { SearchX } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { LookupAnswer } from "@/lib/lookup/ask-provider";

type NotFound = Extract<LookupAnswer, { outcome: "not_found" }>;

export function NotFoundPanel({
  answer,
  fromHistory,
  refreshing,
  onRetry,
}: {
  answer: NotFound;
  /** Opened from a history entry's link: not kept in the recent lookups (lib/lookup/search.ts). */
  fromHistory: boolean;
  refreshing: boolean;
  onRetry: () => void;
}) {
  const t = useTranslations("lookup.notFound");
  const kinds = useTranslations("lookup.kinds");
  const format = useFormatter();
  return (
    <Card className="flex gap-4" data-testid="lookup-not-found">
      <SearchX className="mt-0.5 h-6 w-6 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid min-w-0 gap-2">
        <h3 className="font-semibold break-all">{t("title", { query: answer.query })}</h3>
        <p className="text-sm">
          {t("tried", { kinds: format.list(answer.tried.map((kind) => kinds(kind))) })}
        </p>
        <p className="text-sm text-muted-foreground">{t("advice")}</p>
        {fromHistory && (
          <p className="text-sm text-muted-foreground" data-testid="lookup-not-remembered">
            {t("fromHistory")}
          </p>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          onClick={onRetry}
          disabled={refreshing}
        >
          {t("retry")}
        </Button>
      </div>
    </Card>
  );
}
