"use client";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { type ReactNode, useActionState, useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import { useErrorText } from "@/components/use-error-text";
import {
  assignDecisionAction,
  claimDecisionAction,
  markReviewedAction,
  releaseDecisionAction,
  reopenDecisionAction,
} from "@/lib/inbox/actions";
import type { DecisionDetail } from "@/lib/inbox/detail";
import type { ActionResult } from "@/lib/safe-action";
import { ReviewBadge } from "./badges";

type Review = Pick<
  DecisionDetail,
  "id" | "reviewState" | "assignee" | "assignedAt" | "reviewedBy" | "reviewedAt" | "reviewNote"
>;

export function ReviewPanel({
  decision,
  viewerId,
  canReview,
  reviewers,
  trail,
}: {
  decision: Review;
  viewerId: string;
  canReview: boolean;
  reviewers: { id: string; name: string }[];
  trail: ReactNode;
}) {
  const t = useTranslations("inbox.review");
  const format = useFormatter();
  const errorText = useErrorText();
  const router = useRouter();
  const [claimed, claim, claiming] = useActionState(claimDecisionAction, null);
  const [released, release, releasing] = useActionState(releaseDecisionAction, null);
  const [assigned, assign, assigning] = useActionState(assignDecisionAction, null);
  const [reviewed, review, reviewing] = useActionState(markReviewedAction, null);
  const [reopened, reopen, reopening] = useActionState(reopenDecisionAction, null);
  const results: (ActionResult | null)[] = [claimed, released, assigned, reviewed, reopened];
  const failure = results.find((r) => r && !r.ok && r.error !== "invalid_input");
  const succeeded = results.some((r) => r?.ok);
  const noteErrors = reviewed && !reviewed.ok ? errorText.fields(reviewed.fieldErrors?.note) : undefined;
  const stale = failure && !failure.ok && failure.error === "inbox_changed_meanwhile";

  useEffect(() => {
    if (stale) router.refresh();
  }, [stale, router]);

  const mine = decision.assignee?.id === viewerId;
  const takenByOther = Boolean(decision.assignee) && !mine;
  const date = (value: Date) => format.dateTime(value, { dateStyle: "medium", timeStyle: "short" });
  const idField = <input type="hidden" name="id" value={decision.id} />;

  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      <div className="grid gap-4">
        <dl className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
          <dt className="text-muted-foreground">{t("state")}</dt>
          <dd>
            <ReviewBadge state={decision.reviewState} />
          </dd>
          <dt className="text-muted-foreground">{t("assignee")}</dt>
          <dd data-testid="assignee">
            {decision.assignee ? decision.assignee.name : "—"}
            {decision.assignee && decision.assignedAt && (
              <span className="text-muted-foreground">
                {" "}
                · {t("assignedSince", { date: date(decision.assignedAt) })}
              </span>
            )}
          </dd>
        </dl>
        <div aria-live="polite" className="empty:hidden">
          {failure && !failure.ok && <Alert tone="error">{errorText.error(failure.error)}</Alert>}
          {!failure && succeeded && <Alert tone="success">{t("done")}</Alert>}
        </div>

        {decision.reviewState === "reviewed" && (
          <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
            {decision.reviewedBy && decision.reviewedAt && (
              <p className="font-medium">
                {t("reviewedBy", { who: decision.reviewedBy.name, date: date(decision.reviewedAt) })}
              </p>
            )}
            {decision.reviewNote && <p className="whitespace-pre-wrap">{decision.reviewNote}</p>}
          </div>
        )}

        {!canReview && <p className="text-sm text-muted-foreground">{t("readOnly")}</p>}

        {canReview && decision.reviewState === "reviewed" && (
          <form action={reopen} className="grid gap-3">
            {idField}
            <Field id="reopen-note" label={t("reopenNote")}>
              <Textarea id="reopen-note" name="note" maxLength={2000} />
            </Field>
            <Button type="submit" variant="secondary" disabled={reopening} className="justify-self-start">
              {t("reopen")}
            </Button>
          </form>
        )}

        {canReview && decision.reviewState !== "reviewed" && (
          <>
            <div className="flex flex-wrap gap-2">
              {!decision.assignee && (
                <form action={claim}>
                  {idField}
                  <Button type="submit" disabled={claiming}>
                    {t("claim")}
                  </Button>
                </form>
              )}
              {decision.assignee && (
                <form action={release}>
                  {idField}
                  <Button type="submit" variant="secondary" disabled={releasing}>
                    {t("release")}
                  </Button>
                </form>
              )}
            </div>
            <form action={assign} className="flex flex-wrap items-end gap-2">
              {idField}
              <div className="grid min-w-48 flex-1 gap-1.5">
                <label htmlFor="assigneeId" className="text-sm font-medium">
                  {t("assignTo")}
                </label>
                <Select id="assigneeId" name="assigneeId" defaultValue={decision.assignee?.id ?? viewerId}>
                  {reviewers.map((reviewer) => (
                    <option key={reviewer.id} value={reviewer.id}>
                      {reviewer.name}
                    </option>
                  ))}
                </Select>
              </div>
              <Button type="submit" variant="secondary" disabled={assigning}>
                {t("assign")}
              </Button>
            </form>
            <form action={review} className="grid gap-3" noValidate>
              {idField}
              <Field id="review-note" label={t("note")} errors={noteErrors}>
                <Textarea
                  id="review-note"
                  name="note"
                  required
                  maxLength={2000}
                  placeholder={t("notePlaceholder")}
                  aria-invalid={Boolean(noteErrors)}
                  disabled={takenByOther}
                />
              </Field>
              <Button type="submit" disabled={reviewing || takenByOther} className="justify-self-start">
                {t("markReviewed")}
              </Button>
            </form>
          </>
        )}
        {trail}
      </div>
    </Card>
  );
}
