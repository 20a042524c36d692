"use client";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useErrorText } from "@/components/use-error-text";
import type { Role } from "@/lib/auth/roles";
import { updateUserAction } from "@/lib/users/actions";
import { RoleCheckboxes } from "./role-checkboxes";

export function EditUserForm({ id, name, roles }: { id: string; name: string; roles: Role[] }) {
  const t = useTranslations("users");
  const errorText = useErrorText();
  const [state, action, pending] = useActionState(updateUserAction, null);
  const fieldErrors = state && !state.ok ? state.fieldErrors : undefined;
  return (
    <Card>
      <CardTitle>{t("edit")}</CardTitle>
      <form action={action} className="grid gap-4" noValidate>
        {state?.ok && <Alert tone="success">{t("saved")}</Alert>}
        {state && !state.ok && state.error !== "invalid_input" && (
          <Alert tone="error">{errorText.error(state.error)}</Alert>
        )}
        <input type="hidden" name="id" value={id} />
        <Field id="edit-name" label={t("name")} errors={errorText.fields(fieldErrors?.name)}>
          <Input id="edit-name" name="name" defaultValue={name} required />
        </Field>
        <RoleCheckboxes selected={roles} errors={errorText.fields(fieldErrors?.roles)} />
        <Button type="submit" disabled={pending} className="justify-self-start">
          {t("save")}
        </Button>
      </form>
    </Card>
  );
}
