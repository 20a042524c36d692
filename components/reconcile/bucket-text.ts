"use client";
import { useTranslations } from "next-intl";
import type { ReconcileBucket, RunSource } from "@/lib/reconciliation/types";
import { RECONCILE_BUCKETS } from "@/lib/reconciliation/types";

const COMPARED: readonly ReconcileBucket[] = ["matched", "status_differs", "amount_differs"];

/**
 * The buckets a run of this source can fill: a paste has no expectation to compare (its answered rows are
 * `found`), a ledger always has one.
 */
export function bucketsOf(source: RunSource): ReconcileBucket[] {
  return RECONCILE_BUCKETS.filter((bucket) =>
    source === "paste" ? !COMPARED.includes(bucket) : bucket !== "found",
  );
}

export const BUCKET_TONE = {
  matched: "success",
  found: "success",
  status_differs: "warning",
  amount_differs: "warning",
  not_found: "danger",
  provider_error: "danger",
  duplicate: "neutral",
  invalid: "neutral",
} as const satisfies Record<ReconcileBucket, string>;

/** A bucket's name in the reader's language, as the results file names it too. */
export function useBucketText() {
  const t = useTranslations("reconcile.runs.buckets");
  return (bucket: ReconcileBucket) => t(bucket);
}

/**
 * Why a row could not be asked, in the reader's language: the ledger's problem keys (`reconcile.problems`), with
 * the column they are about and, for a repeat, the row it repeats.
 */
export function useProblemText() {
  const t = useTranslations("reconcile");
  return (code: string, about: { column?: string | null; duplicateOf?: number | null } = {}) => {
    const key = `problems.${code}` as "problems";
    if (!t.has(key)) return t("screens.problemUnknown", { code });
    return t(key, { column: about.column ?? "", duplicateOf: about.duplicateOf ?? 0 });
  };
}
