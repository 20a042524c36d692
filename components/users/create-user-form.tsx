"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { createUserAction } from "@/lib/users/actions";
import { OneTimePassword } from "./one-time-password";
import { RoleCheckboxes } from "./role-checkboxes";

export function CreateUserForm() {
  const t = useTranslations("users");
  const form = useFormAction(createUserAction, { fieldOf: { email_taken: "email" } });
  const created = form.result?.ok ? form.result.data : null;
  return (
    <Card>
      <CardTitle>{t("create")}</CardTitle>
      <ActionForm
        form={form}
        className="grid gap-4"
        success={
          created && (
            <OneTimePassword
              label={t("createdWithPassword", { email: created.email })}
              password={created.password}
            />
          )
        }
      >
        <Field id="new-name" label={t("name")} errors={form.errors("name")}>
          <Input name="name" autoComplete="off" required />
        </Field>
        <Field id="new-email" label={t("email")} errors={form.errors("email")}>
          <Input name="email" type="email" autoComplete="off" required />
        </Field>
        <RoleCheckboxes errors={form.errors("roles")} />
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("createSubmit")}
        </Button>
      </ActionForm>
    </Card>
  );
}
