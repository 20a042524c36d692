"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import type { FormAction } from "@/components/ui/use-form-action";
import type { Locale } from "@/lib/i18n/config";
import { agreesWithProvider } from "@/lib/inbox/disposition-agreement";
import { dispositionLabel } from "@/lib/inbox/disposition-label";
import type { Disposition } from "@/lib/inbox/dispositions";

/** The refusal markReviewed answers for a missing note, shown at the note (useFormAction's `fieldOf`). */
export const REVIEW_FIELD_OF = { inbox_note_required: "note" };

/**
 * The review: a disposition and a note, which the server requires unless the disposition agrees with the
 * provider; the form says so as the disposition is chosen.
 */
export function MarkReviewedForm({
  form,
  decisionId,
  dispositions,
  disabled,
}: {
  form: FormAction<null>;
  decisionId: string;
  dispositions: Disposition[];
  disabled: boolean;
}) {
  return (
    <ActionForm form={form} message={false} className="grid gap-3">
      <input type="hidden" name="id" value={decisionId} />
      <ReviewFields form={form} dispositions={dispositions} disabled={disabled} />
    </ActionForm>
  );
}

// Inside the form: ActionForm mounts its fields anew after a success, so the choice starts afresh with them.
function ReviewFields({
  form,
  dispositions,
  disabled,
}: {
  form: FormAction<null>;
  dispositions: Disposition[];
  disabled: boolean;
}) {
  const t = useTranslations("inbox.review");
  const locale = useLocale() as Locale;
  const [chosenId, setChosenId] = useState("");
  const chosen = dispositions.find((disposition) => disposition.id === chosenId);
  const noteRequired = chosen ? !agreesWithProvider(chosen) : false;
  return (
    <>
      <Field id="review-disposition" label={t("disposition")} errors={form.errors("dispositionId")}>
        <Select
          name="dispositionId"
          required
          value={chosenId}
          onChange={(event) => setChosenId(event.target.value)}
          disabled={disabled}
        >
          <option value="" disabled>
            {t("dispositionChoose")}
          </option>
          {dispositions.map((disposition) => (
            <option key={disposition.id} value={disposition.id}>
              {dispositionLabel(disposition, locale)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id="review-note"
        label={t("note")}
        hint={chosen && (noteRequired ? t("noteRequired") : t("noteOptional"))}
        errors={form.errors("note")}
      >
        <Textarea
          name="note"
          required={noteRequired}
          maxLength={2000}
          placeholder={t("notePlaceholder")}
          disabled={disabled}
        />
      </Field>
      <Button type="submit" disabled={form.pending || disabled} className="justify-self-start">
        {t("markReviewed")}
      </Button>
    </>
  );
}
