"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { regenerateRecoveryCodesAction, removeTotpAction } from "@/lib/second-factor/actions";
import type { FactorStatus } from "@/lib/second-factor/factors";
import { type PasskeyItem, PasskeyList } from "./passkey-list";
import { PasskeyRegistration } from "./passkey-registration";
import { RecoveryCodesList } from "./recovery-codes-list";
import { useStepUpFormAction } from "./step-up";
import { TotpEnrollment } from "./totp-enrollment";

/** My account: the authenticator app (set up, or removed), new recovery codes, and passkeys. */
export function SecondFactorCard({
  status,
  required,
  passkeys,
}: {
  status: FactorStatus;
  required: boolean;
  passkeys: PasskeyItem[];
}) {
  const t = useTranslations("secondFactor");
  const remove = useStepUpFormAction(removeTotpAction);
  const regenerate = useStepUpFormAction(regenerateRecoveryCodesAction);
  return (
    <Card>
      <CardTitle>{t("account.title")}</CardTitle>
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {required ? t("account.required") : t("account.optional")}
        </p>
        {status.totp ? (
          <>
            <p className="text-sm" data-testid="totp-status">
              {t("account.totpOn")} · {t("account.codesLeft", { count: status.recoveryCodesLeft })}
            </p>
            {regenerate.result?.ok && <RecoveryCodesList codes={regenerate.result.data.recoveryCodes} />}
            <div className="flex flex-wrap gap-2">
              <ActionForm form={regenerate}>
                <Button type="submit" variant="secondary" disabled={regenerate.pending}>
                  {t("account.newCodes")}
                </Button>
              </ActionForm>
              <ActionForm form={remove}>
                <Button type="submit" variant="destructive" disabled={remove.pending}>
                  {t("account.removeTotp")}
                </Button>
              </ActionForm>
            </div>
          </>
        ) : (
          <TotpEnrollment />
        )}
        <section className="grid gap-3 border-t pt-4" aria-labelledby="passkeys-title">
          <h3 id="passkeys-title" className="text-sm font-semibold">
            {t("passkeys.title")}
          </h3>
          <PasskeyList passkeys={passkeys} />
          <PasskeyRegistration />
        </section>
      </div>
    </Card>
  );
}
