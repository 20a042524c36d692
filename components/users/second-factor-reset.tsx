"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Card, CardTitle } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { useFormAction } from "@/components/ui/use-form-action";
import { resetSecondFactorsAction } from "@/lib/second-factor/actions";
import type { FactorStatus } from "@/lib/second-factor/factors";

/** A user's second factors as an admin sees them, and their reset (every factor removed, sessions ended). */
export function SecondFactorReset({ id, status }: { id: string; status: FactorStatus }) {
  const t = useTranslations("secondFactor.admin");
  const form = useFormAction(resetSecondFactorsAction);
  const none = !status.totp && status.passkeys === 0;
  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      <div className="grid gap-4">
        <p className="text-sm" data-testid="second-factor-status">
          {none
            ? t("none")
            : t("summary", {
                totp: status.totp ? t("on") : t("off"),
                passkeys: status.passkeys,
                codes: status.recoveryCodesLeft,
              })}
        </p>
        <ActionForm form={form} success={t("done")}>
          <input type="hidden" name="id" value={id} />
          <ConfirmButton
            label={t("reset")}
            title={t("reset")}
            description={t("confirm")}
            confirm={t("reset")}
            destructive
            disabled={form.pending || none}
            onConfirm={() => form.formRef.current?.requestSubmit()}
          />
        </ActionForm>
      </div>
    </Card>
  );
}
