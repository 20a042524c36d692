"use client";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { RunState } from "@/lib/reconciliation/types";

const TONE = {
  queued: "info",
  running: "info",
  done: "success",
  failed: "danger",
  cancelled: "neutral",
} as const satisfies Record<RunState, string>;

/** Whether a run still has rows being asked: what is shown of it is asked for again until it has none. */
export const isActive = (state: string) => state === "queued" || state === "running";

export function RunStateBadge({ state, cancelRequested }: { state: RunState; cancelRequested: boolean }) {
  const t = useTranslations("reconcile.screens.states");
  if (cancelRequested && isActive(state)) return <Badge tone="neutral">{t("cancelling")}</Badge>;
  return (
    <Badge tone={TONE[state]} data-testid="run-state">
      {t(state)}
    </Badge>
  );
}

/** How far a run has come: rows answered of all its rows, as a bar and in words. */
export function RunProgress({ rowsDone, rowCount }: { rowsDone: number; rowCount: number }) {
  const t = useTranslations("reconcile.screens");
  const text = t("progress", { done: rowsDone, total: rowCount });
  const percent = rowCount === 0 ? 0 : Math.min(100, Math.floor((rowsDone * 100) / rowCount));
  return (
    <div className="grid gap-1">
      <div
        className="h-2 overflow-hidden rounded bg-muted"
        role="progressbar"
        aria-label={t("progressLabel")}
        aria-valuemin={0}
        aria-valuemax={rowCount}
        aria-valuenow={rowsDone}
        aria-valuetext={text}
      >
        <div className="h-full rounded bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground" data-testid="run-progress">
        {text}
      </p>
    </div>
  );
}
