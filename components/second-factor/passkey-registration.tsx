"use client";
import { startRegistration } from "@simplewebauthn/browser";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { ActionResult } from "@/lib/safe-action";
import { addPasskeyAction, passkeyRegistrationOptionsAction } from "@/lib/second-factor/actions";
import { passkeyCeremony } from "./passkey-ceremony";
import { RecoveryCodesList } from "./recovery-codes-list";
import { useStepUpFormAction } from "./step-up";

/** The options from the server, the authenticator's answer from the browser, then the server checks and saves it. */
function registerPasskey(
  _previous: unknown,
  form: FormData,
): Promise<ActionResult<{ recoveryCodes: string[] | null }>> {
  return passkeyCeremony(
    () => passkeyRegistrationOptionsAction(null, {}),
    startRegistration,
    (proof) => addPasskeyAction(null, { ...proof, name: String(form.get("name") ?? "") }),
  );
}

/** Adds a passkey under a name the person chooses; `done` follows a success (a link onwards at sign-in). */
export function PasskeyRegistration({ done }: { done?: ReactNode }) {
  const t = useTranslations("secondFactor.passkeys");
  const form = useStepUpFormAction(registerPasskey);
  if (form.result?.ok && done) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm">
          {t("added")}
        </p>
        {form.result.data.recoveryCodes && <RecoveryCodesList codes={form.result.data.recoveryCodes} />}
        {done}
      </div>
    );
  }
  return (
    <ActionForm
      form={form}
      className="grid gap-3"
      success={
        form.result?.ok && (
          <div className="grid gap-2">
            <p role="status" className="text-sm">
              {t("added")}
            </p>
            {form.result.data.recoveryCodes && <RecoveryCodesList codes={form.result.data.recoveryCodes} />}
          </div>
        )
      }
    >
      <Field id="passkey-name" label={t("name")} hint={t("nameHint")} errors={form.errors("name")}>
        <Input name="name" maxLength={60} required />
      </Field>
      <Button type="submit" variant="secondary" disabled={form.pending} className="justify-self-start">
        {t("add")}
      </Button>
    </ActionForm>
  );
}
