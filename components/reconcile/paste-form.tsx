"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { pasteRunAction } from "@/lib/reconciliation/actions";
import { useProblemText } from "./bucket-text";
import { useOpenStartedRun } from "./use-open-started-run";

/** Identifiers pasted from anywhere (a chat, a spreadsheet's column), each asked of the provider in a run. */
export function PasteForm() {
  const t = useTranslations("reconcile.screens.paste");
  const ledger = useTranslations("reconcile.ledger");
  // The paste's own refusals are about the one field: it is marked and focused, what was typed kept.
  const form = useFormAction(pasteRunAction, {
    fieldOf: {
      reconcile_paste_invalid: "text",
      reconcile_too_many_identifiers: "text",
      reconcile_nothing_pasted: "text",
      reconcile_no_rows: "text",
    },
  });
  useOpenStartedRun(form.result?.ok ? form.result.data.id : null);
  const problemText = useProblemText();
  // Each refused identifier is named at the field, by its line and place, beside the refusal itself.
  const detail = form.result && !form.result.ok ? form.result.detail : undefined;
  const refused = detail?.refusedItems ?? [];
  const unnamed = (detail?.refusedCount ?? refused.length) - refused.length;
  const fieldErrors = form.errors("text") && [
    ...(form.errors("text") ?? []),
    ...refused.map((item) =>
      t("refused", {
        line: item.line,
        position: item.position,
        excerpt: item.excerpt,
        problem: problemText(item.code),
      }),
    ),
    ...(unnamed > 0 ? [t("refusedMore", { count: unnamed })] : []),
  ];

  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      <ActionForm form={form} className="grid gap-4">
        <Field id="reconcile-paste" label={t("label")} hint={ledger("pasteHelp")} errors={fieldErrors}>
          <Textarea
            name="text"
            rows={8}
            required
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
          />
        </Field>
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("submit")}
        </Button>
      </ActionForm>
    </Card>
  );
}
