"use client";
import { startAuthentication } from "@simplewebauthn/browser";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { useFormAction } from "@/components/ui/use-form-action";
import type { ActionResult } from "@/lib/safe-action";
import { passkeyVerifyOptionsAction, verifyPasskeyAction } from "@/lib/second-factor/actions";

async function provePasskey(): Promise<ActionResult<null>> {
  const options = await passkeyVerifyOptionsAction(null, {});
  if (!options.ok) return options;
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({ optionsJSON: options.data.options });
  } catch {
    return { ok: false, error: "passkey_cancelled" };
  }
  return verifyPasskeyAction(null, {
    challengeId: options.data.challengeId,
    response: JSON.stringify(response),
  });
}

/** The second step with one of the person's passkeys instead of a code; then on to `next`. */
export function PasskeyVerifyButton({ next }: { next: string }) {
  const t = useTranslations("secondFactor.passkeys");
  const form = useFormAction(provePasskey);
  const verified = form.result?.ok === true;
  useEffect(() => {
    if (verified) window.location.assign(next);
  }, [verified, next]);
  return (
    <ActionForm form={form}>
      <Button type="submit" variant="secondary" disabled={form.pending || verified} className="w-full">
        {t("use")}
      </Button>
    </ActionForm>
  );
}
