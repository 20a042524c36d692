"use client";
import { useTranslations } from "next-intl";
import { startTransition, useActionState, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { useErrorText } from "@/components/use-error-text";
import { resetPasswordAction, setDisabledAction } from "@/lib/users/actions";
import { OneTimePassword } from "./one-time-password";

function ConfirmButton({
  label,
  title,
  description,
  confirm,
  destructive,
  disabled,
  onConfirm,
}: {
  label: string;
  title: string;
  description: string;
  confirm: string;
  destructive?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const t = useTranslations("common");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={destructive ? "destructive" : "secondary"} disabled={disabled}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{t("cancel")}</Button>
          </DialogClose>
          <Button
            variant={destructive ? "destructive" : "primary"}
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

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
