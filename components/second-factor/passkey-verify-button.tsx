"use client";
import { startAuthentication } from "@simplewebauthn/browser";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { useFormAction } from "@/components/ui/use-form-action";
import type { ActionResult } from "@/lib/safe-action";
import { passkeyVerifyOptionsAction, verifyPasskeyAction } from "@/lib/second-factor/actions";
import { passkeyCeremony } from "./passkey-ceremony";

function provePasskey(): Promise<ActionResult<null>> {
  return passkeyCeremony(
    () => passkeyVerifyOptionsAction(null, {}),
    startAuthentication,
    (proof) => verifyPasskeyAction(null, proof),
  );
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
