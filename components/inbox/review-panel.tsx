"use client";
import { useRouter } from "next/navigation";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { type ReactNode, useEffect } from "react";
import { useShortcuts } from "@/components/keyboard/use-shortcuts";
import { ActionForm, FormMessage } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import type { Locale } from "@/lib/i18n/config";
import {
  assignDecisionAction,
  changeDispositionAction,
  claimDecisionAction,
  markReviewedAction,
  releaseDecisionAction,
  reopenDecisionAction,
} from "@/lib/inbox/actions";
import type { DecisionDetail } from "@/lib/inbox/detail";
import { dispositionLabel } from "@/lib/inbox/disposition-label";
import type { Disposition } from "@/lib/inbox/dispositions";
import { personLabel } from "@/lib/users/person-label";
import { ReviewBadge } from "./badges";
import { MarkReviewedForm, REVIEW_FIELD_OF } from "./mark-reviewed-form";
import { useAfterReview } from "./review-flow";

type Review = Pick<
  DecisionDetail,
  | "id"
  | "reviewState"
  | "assignee"
  | "assignedAt"
  | "reviewedBy"
  | "reviewedAt"
  | "reviewNote"
  | "disposition"
>;

function DispositionSelect({
  dispositions,
  defaultValue,
}: {
  dispositions: Disposition[];
  defaultValue?: string;
}) {
  const t = useTranslations("inbox.review");
  const locale = useLocale() as Locale;
  return (
    <Select name="dispositionId" required defaultValue={defaultValue ?? ""}>
      <option value="" disabled>
        {t("dispositionChoose")}
      </option>
      {dispositions.map((disposition) => (
        <option key={disposition.id} value={disposition.id}>
          {dispositionLabel(disposition, locale)}
        </option>
      ))}
    </Select>
  );
}

export function ReviewPanel({
  decision,
  viewerId,
  canReview,
  reviewers,
  dispositions,
  trail,
}: {
  decision: Review;
  viewerId: string;
  canReview: boolean;
  reviewers: { id: string; name: string; email: string }[];
  dispositions: Disposition[];
  trail: ReactNode;
}) {
  const t = useTranslations("inbox.review");
  const format = useFormatter();
  const router = useRouter();
  const claim = useFormAction(claimDecisionAction);
  const release = useFormAction(releaseDecisionAction);
  const assign = useFormAction(assignDecisionAction);
  const review = useFormAction(markReviewedAction, { fieldOf: REVIEW_FIELD_OF });
  const reopen = useFormAction(reopenDecisionAction);
  const change = useFormAction(changeDispositionAction);
  const locale = useLocale() as Locale;
  // One message for the panel: the latest answer of any of its forms.
  const latest = [claim, release, assign, review, reopen, change]
    .filter((form) => form.result)
    .sort((a, b) => b.answer - a.answer)[0];
  const stale = latest?.result?.ok === false && latest.result.error === "inbox_changed_meanwhile";
  useShortcuts([{ keys: ["c"], run: () => claim.formRef.current?.requestSubmit() }]);
  useAfterReview(review.successes);

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
            {decision.assignee ? personLabel(decision.assignee) : "—"}
            {decision.assignee && decision.assignedAt && (
              <span className="text-muted-foreground">
                {" "}
                · {t("assignedSince", { date: date(decision.assignedAt) })}
              </span>
            )}
          </dd>
        </dl>
        {latest && <FormMessage form={latest} success={t("done")} />}

        {decision.reviewState === "reviewed" && (
          <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
            {decision.reviewedBy && decision.reviewedAt && (
              <p className="font-medium">
                {t("reviewedBy", { who: personLabel(decision.reviewedBy), date: date(decision.reviewedAt) })}
              </p>
            )}
            {decision.disposition && (
              <p data-testid="disposition">
                <span className="text-muted-foreground">{t("disposition")}: </span>
                {dispositionLabel(decision.disposition, locale)}
              </p>
            )}
            {decision.reviewNote && <p className="whitespace-pre-wrap">{decision.reviewNote}</p>}
          </div>
        )}

        {canReview && decision.reviewState === "reviewed" && (
          <ActionForm form={change} message={false} className="flex flex-wrap items-end gap-2">
            {idField}
            <div className="min-w-48 flex-1">
              <Field
                id="change-disposition"
                label={t("changeDisposition")}
                errors={change.errors("dispositionId")}
              >
                <DispositionSelect dispositions={dispositions} defaultValue={decision.disposition?.id} />
              </Field>
            </div>
            <Button type="submit" variant="secondary" disabled={change.pending}>
              {t("saveDisposition")}
            </Button>
          </ActionForm>
        )}

        {!canReview && <p className="text-sm text-muted-foreground">{t("readOnly")}</p>}

        {canReview && decision.reviewState === "reviewed" && (
          <ActionForm form={reopen} message={false} className="grid gap-3">
            {idField}
            <Field id="reopen-note" label={t("reopenNote")} errors={reopen.errors("note")}>
              <Textarea name="note" maxLength={2000} />
            </Field>
            <Button
              type="submit"
              variant="secondary"
              disabled={reopen.pending}
              className="justify-self-start"
            >
              {t("reopen")}
            </Button>
          </ActionForm>
        )}

        {canReview && decision.reviewState !== "reviewed" && (
          <>
            <div className="flex flex-wrap gap-2">
              {!decision.assignee && (
                <ActionForm form={claim} message={false}>
                  {idField}
                  <Button type="submit" disabled={claim.pending} aria-keyshortcuts="C">
                    {t("claim")}
                  </Button>
                </ActionForm>
              )}
              {decision.assignee && (
                <ActionForm form={release} message={false}>
                  {idField}
                  <Button type="submit" variant="secondary" disabled={release.pending}>
                    {t("release")}
                  </Button>
                </ActionForm>
              )}
            </div>
            <ActionForm form={assign} message={false} className="flex flex-wrap items-end gap-2">
              {idField}
              <div className="min-w-48 flex-1">
                <Field id="assigneeId" label={t("assignTo")} errors={assign.errors("assigneeId")}>
                  <Select name="assigneeId" defaultValue={decision.assignee?.id ?? viewerId}>
                    {reviewers.map((reviewer) => (
                      <option key={reviewer.id} value={reviewer.id}>
                        {personLabel(reviewer)}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
              <Button type="submit" variant="secondary" disabled={assign.pending}>
                {t("assign")}
              </Button>
            </ActionForm>
            <MarkReviewedForm
              form={review}
              decisionId={decision.id}
              dispositions={dispositions}
              disabled={takenByOther}
            />
          </>
        )}
        {trail}
      </div>
    </Card>
  );
}
