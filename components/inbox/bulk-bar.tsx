"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { useErrorText } from "@/components/use-error-text";
import type { Locale } from "@/lib/i18n/config";
import { bulkActAction } from "@/lib/inbox/actions";
import type { CappedCount } from "@/lib/inbox/capped-count";
import { dispositionLabel } from "@/lib/inbox/disposition-label";
import type { Disposition } from "@/lib/inbox/dispositions";
import { BULK_LIMIT, type BulkAction, type InboxFilter } from "@/lib/inbox/schemas";
import { BulkSelectionProvider, type SelectableRow, useBulkSelection } from "./bulk-selection";
import { inboxHref } from "./inbox-href";

type Reviewer = { id: string; name: string; email: string };
type Result =
  | { kind: "done"; done: number; refused: { id: string; reference: string; reason: string }[] }
  | { kind: "error"; text: string };

interface BarProps {
  /** The decisions matching the filter, counted up to the cap (at least the bulk limit). */
  total: CappedCount;
  filter: InboxFilter;
  reviewers: Reviewer[];
  /** Those a bulk review may record: offered and agreeing with the provider. */
  dispositions: Disposition[];
}

/**
 * The list with its selection and bulk bar for a reader who may review; the list alone otherwise. The selection
 * starts anew on each page and filter.
 */
export function BulkSelectable({
  enabled,
  rows,
  children,
  ...bar
}: BarProps & { enabled: boolean; rows: SelectableRow[]; children: ReactNode }) {
  if (!enabled) return children;
  return (
    <BulkSelectionProvider key={inboxHref(bar.filter, {})} rows={rows}>
      <BulkBar {...bar} />
      {children}
    </BulkSelectionProvider>
  );
}

function BulkBar({ total, filter, reviewers, dispositions }: BarProps) {
  const t = useTranslations("inbox.bulk");
  const tCounts = useTranslations("inbox.counts");
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const router = useRouter();
  const selection = useBulkSelection();
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<Result | null>(null);
  const [assigneeId, setAssigneeId] = useState("");
  const [dispositionId, setDispositionId] = useState(dispositions[0]?.id ?? "");
  if (!selection) return null;

  const { rows, ticked, allMatching } = selection;
  const count = allMatching ? total.count : ticked.size;
  const tooMany = total.more || total.count > BULK_LIMIT;
  const pageTicked = rows.length > 0 && rows.every((row) => ticked.has(row.id));
  const referenceOf = new Map(rows.map((row) => [row.id, row.reference]));
  const confirmTitle = t("confirmAll.title", { count });
  const personOf = (id: string) => {
    const reviewer = reviewers.find((r) => r.id === id);
    return reviewer ? t("person", { name: reviewer.name, email: reviewer.email }) : "";
  };
  const dispositionOf = (id: string) => {
    const disposition = dispositions.find((d) => d.id === id);
    return disposition ? dispositionLabel(disposition, locale) : "";
  };

  const act = (operation: BulkAction["operation"]) =>
    startTransition(async () => {
      const { page: _page, sort: _sort, ...matching } = filter;
      const chosen: BulkAction["selection"] = allMatching
        ? { kind: "filter", filter: matching }
        : { kind: "ids", ids: [...ticked] };
      const answer = await bulkActAction(null, { selection: chosen, operation });
      if (!answer.ok) {
        setResult({ kind: "error", text: errorText.error(answer.error) ?? "" });
        return;
      }
      setResult({
        kind: "done",
        done: answer.data.done,
        refused: answer.data.refused.map((refusal) => ({
          id: refusal.id,
          reference: refusal.reference ?? referenceOf.get(refusal.id) ?? refusal.id,
          reason: errorText.error(refusal.code) ?? "",
        })),
      });
      selection.clear();
      router.refresh();
    });

  return (
    <section aria-label={t("region")} className="grid gap-3 rounded-lg border bg-card p-3">
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm font-medium" data-testid="bulk-count">
          {allMatching ? t("selectedAll", { count }) : t("selected", { count })}
        </p>
        {pageTicked && !allMatching && (total.more || total.count > rows.length) && (
          <Button variant="secondary" size="sm" onClick={selection.selectAllMatching} disabled={tooMany}>
            {total.more
              ? tCounts("selectAllMatchingMore", { count: total.count })
              : t("selectAllMatching", { count: total.count })}
          </Button>
        )}
        {pageTicked && tooMany && (
          <span className="text-sm text-muted-foreground">{t("tooMany", { limit: BULK_LIMIT })}</span>
        )}
        {count > 0 && (
          <Button variant="ghost" size="sm" onClick={selection.clear}>
            {t("clear")}
          </Button>
        )}
      </div>
      {count > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          <ActButton
            label={t("claim")}
            primary
            confirmAll={allMatching && { title: confirmTitle, description: t("confirmAll.claim") }}
            disabled={pending}
            onAct={() => act({ kind: "claim" })}
          />
          <span className="flex items-end gap-2">
            <Field id="bulk-assignee" label={t("assignTo")}>
              <Select value={assigneeId} onChange={(event) => setAssigneeId(event.target.value)}>
                <option value="" disabled>
                  {t("assigneeChoose")}
                </option>
                {reviewers.map((reviewer) => (
                  <option key={reviewer.id} value={reviewer.id}>
                    {t("person", { name: reviewer.name, email: reviewer.email })}
                  </option>
                ))}
              </Select>
            </Field>
            <ActButton
              label={t("assign")}
              confirmAll={
                allMatching && {
                  title: confirmTitle,
                  description: t("confirmAll.assign", { person: personOf(assigneeId) }),
                }
              }
              disabled={pending || !assigneeId}
              onAct={() => act({ kind: "assign", assigneeId })}
            />
          </span>
          {dispositions.length > 0 && (
            <span className="flex items-end gap-2">
              <Field id="bulk-disposition" label={t("disposition")} hint={t("dispositionHint")}>
                <Select value={dispositionId} onChange={(event) => setDispositionId(event.target.value)}>
                  {dispositions.map((disposition) => (
                    <option key={disposition.id} value={disposition.id}>
                      {dispositionLabel(disposition, locale)}
                    </option>
                  ))}
                </Select>
              </Field>
              <ActButton
                label={t("markReviewed", { count })}
                confirmAll={
                  allMatching && {
                    title: confirmTitle,
                    description: t("confirmAll.review", { disposition: dispositionOf(dispositionId) }),
                  }
                }
                disabled={pending || !dispositionId}
                onAct={() => act({ kind: "review", dispositionId })}
              />
            </span>
          )}
        </div>
      )}
      <div role="status" data-testid="bulk-result" className="text-sm">
        {result?.kind === "error" && <p className="text-destructive">{result.text}</p>}
        {result?.kind === "done" && (
          <>
            <p>{t("done", { count: result.done })}</p>
            {result.refused.length > 0 && (
              <>
                <p>{t("refused", { count: result.refused.length })}</p>
                <ul className="list-disc pl-5">
                  {result.refused.map((refusal) => (
                    <li key={refusal.id}>
                      <span className="font-mono text-xs">{refusal.reference}</span>: {refusal.reason}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/**
 * A bulk action's button. On "all matching the filter" (up to thousands of decisions, most of them out of view) it
 * asks first, saying what each decision will get; on rows ticked in view it acts at once.
 */
function ActButton({
  label,
  primary = false,
  confirmAll,
  disabled,
  onAct,
}: {
  label: string;
  primary?: boolean;
  confirmAll: false | { title: string; description: string };
  disabled: boolean;
  onAct: () => void;
}) {
  if (confirmAll)
    return (
      <ConfirmButton label={label} confirm={label} disabled={disabled} onConfirm={onAct} {...confirmAll} />
    );
  return (
    <Button variant={primary ? "primary" : "secondary"} onClick={onAct} disabled={disabled}>
      {label}
    </Button>
  );
}
