"use client";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useErrorText } from "@/components/use-error-text";
import { type SignInState, signInAction } from "@/lib/auth/actions";
import { useThrottleText } from "./use-throttle-text";

export function SignInForm({ callbackUrl, notice }: { callbackUrl: string; notice?: string }) {
  const t = useTranslations("signIn");
  const errorText = useErrorText();
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, {});
  const throttleText = useThrottleText();
  const message =
    state.error === "throttled"
      ? throttleText(state.retryAfterSeconds ?? 1)
      : state.error && state.error !== "invalid_input"
        ? t.has(`errors.${state.error}`)
          ? t(`errors.${state.error}` as "errors.invalid_credentials")
          : errorText.error("unexpected")
        : undefined;
  return (
    <form action={action} className="grid gap-4" noValidate>
      {notice && !state.error && <Alert tone="info">{notice}</Alert>}
      {message && <Alert tone="error">{message}</Alert>}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <Field id="email" label={t("email")} errors={errorText.fields(state.fieldErrors?.email)}>
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          required
          defaultValue={state.email}
          aria-invalid={Boolean(state.fieldErrors?.email)}
        />
      </Field>
      <Field id="password" label={t("password")} errors={errorText.fields(state.fieldErrors?.password)}>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={Boolean(state.fieldErrors?.password)}
        />
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
