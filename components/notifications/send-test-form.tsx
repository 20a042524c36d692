"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { sendTestMailAction } from "@/lib/notifications/actions";

/** Sends a test mail through the saved settings and shows what the SMTP server answered. */
export function SendTestForm() {
  const t = useTranslations("notificationSettings.testMail");
  const form = useFormAction(sendTestMailAction);
  const answer = form.result?.ok ? form.result.data : null;
  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      <ActionForm
        form={form}
        className="grid gap-4"
        success={
          answer && (
            <Alert tone={answer.ok ? "success" : "error"} className="grid gap-1">
              <span>{answer.ok ? t("accepted") : t("refused")}</span>
              <code data-testid="smtp-answer" className="font-mono text-xs">
                {answer.answer}
              </code>
            </Alert>
          )
        }
      >
        <Field id="test-to" label={t("to")} hint={t("hint")} errors={form.errors("to")}>
          <Input name="to" type="email" autoComplete="off" required />
        </Field>
        <Button type="submit" variant="secondary" disabled={form.pending} className="justify-self-start">
          {t("send")}
        </Button>
      </ActionForm>
    </Card>
  );
}
