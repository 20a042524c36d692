"use client";
import { useTranslations } from "next-intl";
import { useThrottleText } from "@/components/auth/use-throttle-text";
import { useStepUpFormAction } from "@/components/second-factor/step-up";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/schemas";
import { changePasswordAction } from "@/lib/users/actions";

export function ChangePasswordForm() {
  const t = useTranslations("account.password");
  const throttleText = useThrottleText();
  const form = useStepUpFormAction(changePasswordAction, {
    fieldOf: { wrong_password: "currentPassword" },
    describe: (refusal) =>
      refusal.error === "throttled" && refusal.detail?.retryAfterMs !== undefined
        ? throttleText(refusal.detail.retryAfterMs / 1000)
        : undefined,
  });
  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      <ActionForm form={form} className="grid gap-4" success={t("changed")}>
        <Field id="currentPassword" label={t("current")} errors={form.errors("currentPassword")}>
          <Input name="currentPassword" type="password" autoComplete="current-password" required />
        </Field>
        <Field
          id="newPassword"
          label={t("new")}
          hint={t("hint", { min: PASSWORD_MIN_LENGTH })}
          errors={form.errors("newPassword")}
        >
          <Input name="newPassword" type="password" autoComplete="new-password" required />
        </Field>
        <Field id="confirmPassword" label={t("confirm")} errors={form.errors("confirmPassword")}>
          <Input name="confirmPassword" type="password" autoComplete="new-password" required />
        </Field>
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("submit")}
        </Button>
      </ActionForm>
    </Card>
  );
}
