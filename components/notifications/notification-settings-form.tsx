"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { saveNotificationSettingsAction } from "@/lib/notifications/actions";
import { MAX_ATTEMPTS_LIMIT } from "@/lib/notifications/schemas";
import type { NotificationSettingsView } from "@/lib/notifications/settings";
import { SMTP_SECURITIES } from "@/lib/notifications/smtp-security";

/** The SMTP server mail goes through, where links point, who is on call and how often a message is tried. */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettingsView }) {
  const t = useTranslations("notificationSettings");
  const form = useFormAction(saveNotificationSettingsAction);
  return (
    <Card>
      <CardTitle>{t("smtp.title")}</CardTitle>
      {settings.fromEnv && (
        <Alert tone="info" className="mb-4">
          {t("smtp.fromEnv")}
        </Alert>
      )}
      <ActionForm form={form} className="grid gap-4" success={t("saved")}>
        <Field
          id="smtpHost"
          label={t("smtp.host")}
          hint={t("smtp.hostHint")}
          errors={form.errors("smtpHost")}
        >
          <Input name="smtpHost" defaultValue={settings.smtpHost ?? ""} autoComplete="off" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="smtpPort" label={t("smtp.port")} errors={form.errors("smtpPort")}>
            <Input
              name="smtpPort"
              type="number"
              min={1}
              max={65_535}
              defaultValue={settings.smtpPort}
              required
            />
          </Field>
          <Field id="smtpSecurity" label={t("smtp.security")} errors={form.errors("smtpSecurity")}>
            <Select name="smtpSecurity" defaultValue={settings.smtpSecurity}>
              {SMTP_SECURITIES.map((security) => (
                <option key={security} value={security}>
                  {t(`smtp.securities.${security}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="smtpUser" label={t("smtp.user")} errors={form.errors("smtpUser")}>
            <Input name="smtpUser" defaultValue={settings.smtpUser ?? ""} autoComplete="off" />
          </Field>
          <Field
            id="smtpPassword"
            label={t("smtp.password")}
            hint={settings.passwordSet ? t("smtp.passwordSet") : t("smtp.passwordNotSet")}
            errors={form.errors("smtpPassword")}
          >
            <Input name="smtpPassword" type="password" autoComplete="new-password" />
          </Field>
        </div>
        <Field id="fromAddress" label={t("smtp.from")} errors={form.errors("fromAddress")}>
          <Input
            name="fromAddress"
            type="email"
            defaultValue={settings.fromAddress ?? ""}
            autoComplete="off"
          />
        </Field>
        <Field id="appUrl" label={t("appUrl")} hint={t("appUrlHint")} errors={form.errors("appUrl")}>
          <Input name="appUrl" type="url" defaultValue={settings.appUrl ?? ""} autoComplete="off" />
        </Field>
        <Field
          id="onCallAddresses"
          label={t("onCall")}
          hint={t("onCallHint")}
          errors={form.errors("onCallAddresses")}
        >
          <Textarea name="onCallAddresses" rows={3} defaultValue={settings.onCallAddresses.join("\n")} />
        </Field>
        <Field
          id="maxAttempts"
          label={t("maxAttempts")}
          hint={t("maxAttemptsHint")}
          errors={form.errors("maxAttempts")}
        >
          <Input
            name="maxAttempts"
            type="number"
            min={1}
            max={MAX_ATTEMPTS_LIMIT}
            defaultValue={settings.maxAttempts}
            required
          />
        </Field>
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("save")}
        </Button>
      </ActionForm>
    </Card>
  );
}
