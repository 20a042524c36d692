"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { saveOverdueAction } from "@/lib/inbox/actions";
import { OVERDUE_MAX_HOURS, OVERDUE_MIN_HOURS } from "@/lib/inbox/schemas";

/** The inbox's age limit: past it an unreviewed rejected decision is marked overdue. */
export function OverdueForm({ hours }: { hours: number }) {
  const t = useTranslations("inbox.overdueSettings");
  const form = useFormAction(saveOverdueAction);
  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      <ActionForm form={form} className="grid gap-4" success={t("saved")}>
        <Field
          id="overdueAfterHours"
          label={t("label")}
          hint={t("hint")}
          errors={form.errors("overdueAfterHours")}
        >
          <Input
            name="overdueAfterHours"
            type="number"
            inputMode="numeric"
            min={OVERDUE_MIN_HOURS}
            max={OVERDUE_MAX_HOURS}
            step={1}
            required
            defaultValue={hours}
            className="max-w-32"
          />
        </Field>
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("save")}
        </Button>
      </ActionForm>
    </Card>
  );
}
