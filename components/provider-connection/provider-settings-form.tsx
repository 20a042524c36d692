"use client";
import { useFormatter, useTranslations } from "next-intl";
import { startTransition, useActionState } from "react";
import { LastChange } from "@/components/last-change";
import { ActionForm } from "@/components/ui/action-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { useErrorText } from "@/components/use-error-text";
import {
  endCallbackTokenRotationAction,
  saveProviderSettingsAction,
} from "@/lib/provider-connection/actions";
import type { ProviderSettingsView } from "@/lib/provider-connection/settings";
import { CallbackTokenField } from "./callback-token-field";
import { PaceFields } from "./pace-fields";

export function ProviderSettingsForm({
  settings,
  schemes,
}: {
  settings: ProviderSettingsView | null;
  schemes: string[];
}) {
  const t = useTranslations("providerConnection");
  const format = useFormatter();
  const errorText = useErrorText();
  const form = useFormAction(saveProviderSettingsAction, {
    fieldOf: { client_secret_required: "clientSecret", signing_scheme_unknown: "signingScheme" },
  });
  const [rotation, endRotation, ending] = useActionState(endCallbackTokenRotationAction, null);
  const setOn = (date: Date | null | undefined) =>
    date
      ? t("setOn", { date: format.dateTime(date, { dateStyle: "medium", timeStyle: "short" }) })
      : t("notSet");
  const text = (name: "statusBaseUrl" | "historyBaseUrl" | "tokenUrl" | "clientId", type = "url") => (
    <Field id={name} label={t(`fields.${name}`)} errors={form.errors(name)}>
      <Input name={name} type={type} defaultValue={settings?.[name] ?? ""} required autoComplete="off" />
    </Field>
  );
  return (
    <Card>
      <CardTitle>{t("connection")}</CardTitle>
      <ActionForm form={form} className="grid gap-4" success={t("saved")}>
        {text("statusBaseUrl")}
        {text("historyBaseUrl")}
        {text("tokenUrl")}
        {text("clientId", "text")}
        <Field
          id="clientSecret"
          label={t("fields.clientSecret")}
          hint={`${setOn(settings?.clientSecretSetAt)} ${t("secretHint")}`}
          errors={form.errors("clientSecret")}
        >
          <Input name="clientSecret" type="password" autoComplete="new-password" />
        </Field>
        <CallbackTokenField
          // A saved token changes callbackTokenSetAt: the field starts empty again, the token no longer shown.
          key={settings?.callbackTokenSetAt?.toISOString() ?? "unset"}
          hint={`${setOn(settings?.callbackTokenSetAt)} ${t("callbackHint")}`}
          errors={form.errors("callbackToken")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="signingScheme" label={t("fields.signingScheme")} errors={form.errors("signingScheme")}>
            <Select name="signingScheme" defaultValue={settings?.signingScheme}>
              {schemes.map((scheme) => (
                <option key={scheme} value={scheme}>
                  {scheme}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="timeoutMs" label={t("fields.timeoutMs")} errors={form.errors("timeoutMs")}>
            <Input
              name="timeoutMs"
              type="number"
              min={1000}
              max={60000}
              step={500}
              defaultValue={settings?.timeoutMs ?? 10000}
            />
          </Field>
        </div>
        <PaceFields settings={settings} errors={form.errors} />
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("save")}
        </Button>
      </ActionForm>
      {settings?.previousCallbackTokenSetAt && (
        <div className="mt-6 grid gap-2 border-t pt-4">
          {rotation && !rotation.ok && <Alert tone="error">{errorText.error(rotation.error)}</Alert>}
          <p className="text-sm">
            {t("rotationOpen", {
              date: format.dateTime(settings.previousCallbackTokenSetAt, { dateStyle: "medium" }),
            })}
          </p>
          <Button
            variant="secondary"
            className="justify-self-start"
            disabled={ending}
            onClick={() => startTransition(() => endRotation({}))}
          >
            {t("endRotation")}
          </Button>
        </div>
      )}
      <LastChange
        at={settings?.updatedAt}
        by={settings?.updatedBy}
        text={(values) => t("lastChange", values)}
      />
    </Card>
  );
}
