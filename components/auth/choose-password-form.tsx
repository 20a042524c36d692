"use client";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/schemas";
import { choosePasswordAction } from "@/lib/users/actions";

/** The step after an admin-issued password: the person's own, then on to `next` (or the step after this one). */
export function ChoosePasswordForm({ next }: { next: string }) {
  const t = useTranslations("choosePassword");
  const form = useFormAction(choosePasswordAction, { fieldOf: { password_unchanged: "newPassword" } });
  const chosen = form.result?.ok === true;
  useEffect(() => {
    // A full navigation: the next page renders for the session as it now is, its layout included.
    if (chosen) window.location.assign(next);
  }, [chosen, next]);
  return (
    <ActionForm form={form} className="grid gap-4">
      <Field
        id="newPassword"
        label={t("new")}
        hint={t("hint", { min: PASSWORD_MIN_LENGTH })}
        errors={form.errors("newPassword")}
      >
        <Input name="newPassword" type="password" autoComplete="new-password" autoFocus required />
      </Field>
      <Field id="confirmPassword" label={t("confirm")} errors={form.errors("confirmPassword")}>
        <Input name="confirmPassword" type="password" autoComplete="new-password" required />
      </Field>
      <Button type="submit" disabled={form.pending || chosen}>
        {t("submit")}
      </Button>
    </ActionForm>
  );
}
