"use client";
import { startAuthentication } from "@simplewebauthn/browser";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { useFormAction } from "@/components/ui/use-form-action";
import { passkeySignInAction, passkeySignInOptionsAction } from "@/lib/auth/actions";
import type { ActionResult } from "@/lib/safe-action";

/** Signing in without a password: the browser offers the passkeys it holds for this site. */
export function PasskeySignIn({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations("secondFactor.passkeys");
  const form = useFormAction(async (): Promise<ActionResult<never>> => {
    const options = await passkeySignInOptionsAction();
    if (!options.ok) return options;
    let response: Awaited<ReturnType<typeof startAuthentication>>;
    try {
      response = await startAuthentication({ optionsJSON: options.data.options });
    } catch {
      return { ok: false, error: "passkey_cancelled" };
    }
    // A success is a redirect to where sign-in was going.
    return passkeySignInAction({
      challengeId: options.data.challengeId,
      response: JSON.stringify(response),
      callbackUrl,
    });
  });
  return (
    <ActionForm form={form}>
      <Button type="submit" variant="secondary" disabled={form.pending} className="w-full">
        {t("signIn")}
      </Button>
    </ActionForm>
  );
}
