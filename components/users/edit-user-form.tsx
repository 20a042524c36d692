"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import type { Role } from "@/lib/auth/roles";
import { updateUserAction } from "@/lib/users/actions";
import { RoleCheckboxes } from "./role-checkboxes";

export function EditUserForm({ id, name, roles }: { id: string; name: string; roles: Role[] }) {
  const t = useTranslations("users");
  const form = useFormAction(updateUserAction);
  return (
    <Card>
      <CardTitle>{t("edit")}</CardTitle>
      <ActionForm form={form} className="grid gap-4" success={t("saved")}>
        <input type="hidden" name="id" value={id} />
        <Field id="edit-name" label={t("name")} errors={form.errors("name")}>
          <Input name="name" defaultValue={name} required />
        </Field>
        <RoleCheckboxes selected={roles} errors={form.errors("roles")} />
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("save")}
        </Button>
      </ActionForm>
    </Card>
  );
}
