"use client";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { useThrottleText } from "@/components/auth/use-throttle-text";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useErrorText } from "@/components/use-error-text";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/schemas";
import { changePasswordAction } from "@/lib/users/actions";

export function ChangePasswordForm() {
  const t = useTranslations("account.password");
  const errorText = useErrorText();
  const throttleText = useThrottleText();
  const [state, action, pending] = useActionState(changePasswordAction, null);
  const fieldErrors = state && !state.ok ? state.fieldErrors : undefined;
  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      <form action={action} className="grid gap-4" noValidate>
        {state?.ok && <Alert tone="success">{t("changed")}</Alert>}
        {state && !state.ok && state.error !== "invalid_input" && (
          <Alert tone="error">
            {state.error === "throttled" && state.detail?.retryAfterMs !== undefined
              ? throttleText(state.detail.retryAfterMs / 1000)
              : errorText.error(state.error)}
          </Alert>
        )}
        <Field
          id="currentPassword"
          label={t("current")}
          errors={errorText.fields(fieldErrors?.currentPassword)}
        >
          <Input
            id="currentPassword"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
          />
        </Field>
        <Field
          id="newPassword"
          label={t("new")}
          hint={t("hint", { min: PASSWORD_MIN_LENGTH })}
          errors={errorText.fields(fieldErrors?.newPassword)}
        >
          <Input id="newPassword" name="newPassword" type="password" autoComplete="new-password" required />
        </Field>
        <Field
          id="confirmPassword"
          label={t("confirm")}
          errors={errorText.fields(fieldErrors?.confirmPassword)}
        >
          <Input
            id="confirmPassword"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
          />
        </Field>
        <Button type="submit" disabled={pending} className="justify-self-start">
          {t("submit")}
        </Button>
      </form>
    </Card>
  );
}
