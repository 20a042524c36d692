"use client";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { useErrorText } from "@/components/use-error-text";
import { saveImageHostsAction } from "@/lib/inbox/actions";

export function ImageHostsForm({ hosts, notice }: { hosts: string[]; notice: string }) {
  const t = useTranslations("inbox.settings");
  const errorText = useErrorText();
  const [state, action, pending] = useActionState(saveImageHostsAction, null);
  const fieldErrors = state && !state.ok ? errorText.fields(state.fieldErrors?.hosts) : undefined;
  return (
    <Card>
      <CardTitle>{t("hosts")}</CardTitle>
      <form action={action} className="grid gap-4" noValidate>
        <div aria-live="polite" className="empty:hidden">
          {state?.ok && <Alert tone="success">{t("saved")}</Alert>}
          {state && !state.ok && state.error !== "invalid_input" && (
            <Alert tone="error">{errorText.error(state.error)}</Alert>
          )}
        </div>
        <p className="text-sm text-muted-foreground">{notice}</p>
        <Field id="hosts" label={t("hosts")} hint={t("hostsHint")} errors={fieldErrors}>
          <Textarea
            id="hosts"
            name="hosts"
            rows={6}
            defaultValue={hosts.join("\n")}
            spellCheck={false}
            autoCapitalize="none"
            className="font-mono"
            aria-invalid={Boolean(fieldErrors)}
            aria-describedby={fieldErrors ? "hosts-error" : "hosts-hint"}
          />
        </Field>
        <Button type="submit" disabled={pending} className="justify-self-start">
          {t("save")}
        </Button>
      </form>
    </Card>
  );
}
