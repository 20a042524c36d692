"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { useErrorText } from "@/components/use-error-text";
import { signInAction } from "@/lib/auth/actions";
import { useThrottleText } from "./use-throttle-text";

export function SignInForm({ callbackUrl, notice }: { callbackUrl: string; notice?: string }) {
  const t = useTranslations("signIn");
  const errorText = useErrorText();
  const throttleText = useThrottleText();
  const form = useFormAction(signInAction, {
    describe: (refusal) =>
      refusal.error === "throttled"
        ? throttleText((refusal.detail?.retryAfterMs ?? 1000) / 1000)
        : refusal.error === "invalid_input"
          ? undefined
          : t.has(`errors.${refusal.error}`)
            ? t(`errors.${refusal.error}` as "errors.invalid_credentials")
            : errorText.error("unexpected"),
  });
  return (
    <ActionForm form={form} className="grid gap-4">
      {notice && !form.result && <Alert tone="info">{notice}</Alert>}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <Field id="email" label={t("email")} errors={form.errors("email")}>
        <Input name="email" type="email" autoComplete="username" autoFocus required />
      </Field>
      <Field id="password" label={t("password")} errors={form.errors("password")}>
        <Input name="password" type="password" autoComplete="current-password" required />
      </Field>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t("submitting") : t("submit")}
      </Button>
    </ActionForm>
  );
}
