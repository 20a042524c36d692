"use client";
import { useTranslations } from "next-intl";
import { startTransition, useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { useErrorText } from "@/components/use-error-text";
import { resetPasswordAction, setDisabledAction } from "@/lib/users/actions";
import { OneTimePassword } from "./one-time-password";

export function UserAccessActions({
  id,
  disabled,
  isSelf,
}: {
  id: string;
  disabled: boolean;
  isSelf: boolean;
}) {
  const t = useTranslations("users");
  const errorText = useErrorText();
  const [reset, resetAction, resetting] = useActionState(resetPasswordAction, null);
  const [toggled, toggleAction, toggling] = useActionState(setDisabledAction, null);
  const failure = [reset, toggled].find((state) => state && !state.ok);
  return (
    <Card>
      <CardTitle>{t("access")}</CardTitle>
      <div className="grid gap-4">
        {reset?.ok && <OneTimePassword label={t("passwordReset")} password={reset.data.password} />}
        {failure && !failure.ok && <Alert tone="error">{errorText.error(failure.error)}</Alert>}
        <div className="flex flex-wrap gap-2">
          <ConfirmButton
            label={t("resetPassword")}
            title={t("resetPassword")}
            description={t("resetPasswordConfirm")}
            confirm={t("resetPassword")}
            disabled={resetting}
            onConfirm={() => {
              const form = new FormData();
              form.set("id", id);
              startTransition(() => resetAction(form));
            }}
          />
          <ConfirmButton
            label={disabled ? t("enable") : t("disable")}
            title={disabled ? t("enable") : t("disable")}
            description={disabled ? t("enableConfirm") : t("disableConfirm")}
            confirm={disabled ? t("enable") : t("disable")}
            destructive={!disabled}
            disabled={toggling || (isSelf && !disabled)}
            onConfirm={() => {
              const form = new FormData();
              form.set("id", id);
              form.set("disabled", String(!disabled));
              startTransition(() => toggleAction(form));
            }}
          />
        </div>
        {isSelf && !disabled && <p className="text-xs text-muted-foreground">{t("cannotDisableSelf")}</p>}
      </div>
    </Card>
  );
}
