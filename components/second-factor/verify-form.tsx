"use client";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useThrottleText } from "@/components/auth/use-throttle-text";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { verifySecondFactorAction } from "@/lib/second-factor/actions";

/** The second step of signing in: a code of the authenticator app, or a recovery code; then on to `next`. */
export function VerifyForm({ next }: { next: string }) {
  const t = useTranslations("secondFactor.verify");
  const throttleText = useThrottleText();
  const form = useFormAction(verifySecondFactorAction, {
    fieldOf: { invalid_code: "code", code_used: "code" },
    describe: (refusal) =>
      refusal.error === "throttled" && refusal.detail?.retryAfterMs !== undefined
        ? throttleText(refusal.detail.retryAfterMs / 1000)
        : undefined,
  });
  const verified = form.result?.ok === true;
  useEffect(() => {
    // A full navigation: the next page renders for a signed-in session, its layout included.
    if (verified) window.location.assign(next);
  }, [verified, next]);
  return (
    <ActionForm form={form} className="grid gap-4">
      <Field id="code" label={t("code")} hint={t("hint")} errors={form.errors("code")}>
        <Input name="code" autoComplete="one-time-code" autoFocus required maxLength={40} />
      </Field>
      <Button type="submit" disabled={form.pending || verified}>
        {t("submit")}
      </Button>
    </ActionForm>
  );
}
