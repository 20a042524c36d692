"use client";
import { startAuthentication } from "@simplewebauthn/browser";
import { useTranslations } from "next-intl";
import { passkeyCeremony } from "@/components/second-factor/passkey-ceremony";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { useFormAction } from "@/components/ui/use-form-action";
import { passkeySignInAction, passkeySignInOptionsAction } from "@/lib/auth/actions";
import type { ActionResult } from "@/lib/safe-action";

/** Signing in without a password: the browser offers the passkeys it holds for this site. */
export function PasskeySignIn({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations("secondFactor.passkeys");
  // A success is a redirect to where sign-in was going.
  const form = useFormAction(
    (): Promise<ActionResult<never>> =>
      passkeyCeremony(
        () => passkeySignInOptionsAction(),
        startAuthentication,
        (proof) => passkeySignInAction({ ...proof, callbackUrl }),
      ),
  );
  return (
    <ActionForm form={form}>
      <Button type="submit" variant="secondary" disabled={form.pending} className="w-full">
        {t("signIn")}
      </Button>
    </ActionForm>
  );
}
