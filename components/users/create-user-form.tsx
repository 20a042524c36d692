"use client";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useErrorText } from "@/components/use-error-text";
import { createUserAction } from "@/lib/users/actions";
import { OneTimePassword } from "./one-time-password";
import { RoleCheckboxes } from "./role-checkboxes";

export function CreateUserForm() {
  const t = useTranslations("users");
  const errorText = useErrorText();
  const [state, action, pending] = useActionState(createUserAction, null);
  const fieldErrors = state && !state.ok ? state.fieldErrors : undefined;
  return (
    <Card>
      <CardTitle>{t("create")}</CardTitle>
      <form action={action} className="grid gap-4" noValidate>
        {state?.ok && (
          <OneTimePassword
            label={t("createdWithPassword", { email: state.data.email })}
            password={state.data.password}
          />
        )}
        {state && !state.ok && state.error !== "invalid_input" && (
          <Alert tone="error">{errorText.error(state.error)}</Alert>
        )}
        <Field id="new-name" label={t("name")} errors={errorText.fields(fieldErrors?.name)}>
          <Input
            id="new-name"
            name="name"
            autoComplete="off"
            required
            aria-invalid={Boolean(fieldErrors?.name)}
          />
        </Field>
        <Field id="new-email" label={t("email")} errors={errorText.fields(fieldErrors?.email)}>
          <Input
            id="new-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            aria-invalid={Boolean(fieldErrors?.email)}
          />
        </Field>
        <RoleCheckboxes errors={errorText.fields(fieldErrors?.roles)} />
        <Button type="submit" disabled={pending} className="justify-self-start">
          {t("createSubmit")}
        </Button>
      </form>
    </Card>
  );
}
