"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { useFormAction } from "@/components/ui/use-form-action";
import { resetSecondFactorsAction } from "@/lib/second-factor/actions";
import type { FactorStatus } from "@/lib/second-factor/factors";

/** A user's second factors as an admin sees them, and their reset (every factor removed, sessions ended). */
export function SecondFactorReset({ id, status }: { id: string; status: FactorStatus }) {
  const t = useTranslations("secondFactor.admin");
  const common = useTranslations("common");
  const form = useFormAction(resetSecondFactorsAction);
  const [open, setOpen] = useState(false);
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
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="destructive" disabled={form.pending || none}>
                {t("reset")}
              </Button>
            </DialogTrigger>
            <DialogContent title={t("reset")} description={t("confirm")}>
              <div className="flex justify-end gap-2">
                <DialogClose asChild>
                  <Button variant="secondary">{common("cancel")}</Button>
                </DialogClose>
                <Button
                  variant="destructive"
                  onClick={() => {
                    setOpen(false);
                    form.formRef.current?.requestSubmit();
                  }}
                >
                  {t("reset")}
                </Button>
              </div>
            </DialogContent>
          </Dialog>
        </ActionForm>
      </div>
    </Card>
  );
}
