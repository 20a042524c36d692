"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { FieldGroup } from "@/components/ui/field";
import { Checkbox } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { ROLES } from "@/lib/auth/roles";
import { saveSecondFactorPolicyAction } from "@/lib/second-factor/actions";
import type { SecondFactorPolicy } from "@/lib/second-factor/policy";

/** Which roles must have a second factor: a person with any of them enrolls right after their password. */
export function SecondFactorPolicyForm({ policy }: { policy: SecondFactorPolicy }) {
  const t = useTranslations();
  const form = useFormAction(saveSecondFactorPolicyAction);
  return (
    <Card>
      <CardTitle>{t("secondFactor.policy.title")}</CardTitle>
      <ActionForm form={form} className="grid gap-4" success={t("secondFactor.policy.saved")}>
        <FieldGroup id="required" legend={t("secondFactor.policy.legend")} errors={form.errors("required")}>
          {ROLES.map((role) => (
            <Checkbox
              key={role}
              name="required"
              value={role}
              defaultChecked={policy[role]}
              label={t("secondFactor.policy.role", { role: t(`roles.${role}`) })}
            />
          ))}
        </FieldGroup>
        <p className="text-xs text-muted-foreground">{t("secondFactor.policy.hint")}</p>
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("secondFactor.policy.save")}
        </Button>
      </ActionForm>
    </Card>
  );
}
