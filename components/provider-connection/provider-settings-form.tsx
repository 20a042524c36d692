"use client";
import { useFormatter, useTranslations } from "next-intl";
import { startTransition, useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useErrorText } from "@/components/use-error-text";
import {
  endCallbackTokenRotationAction,
  saveProviderSettingsAction,
} from "@/lib/provider-connection/actions";
import type { ProviderSettingsView } from "@/lib/provider-connection/settings";
import { CallbackTokenField } from "./callback-token-field";

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
  const [state, action, pending] = useActionState(saveProviderSettingsAction, null);
  const [rotation, endRotation, ending] = useActionState(endCallbackTokenRotationAction, null);
  const fieldErrors = state && !state.ok ? state.fieldErrors : undefined;
  const failure = [state, rotation].find((s) => s && !s.ok && s.error !== "invalid_input");
  const setOn = (date: Date | null | undefined) =>
    date
      ? t("setOn", { date: format.dateTime(date, { dateStyle: "medium", timeStyle: "short" }) })
      : t("notSet");
  const text = (name: "statusBaseUrl" | "historyBaseUrl" | "tokenUrl" | "clientId", type = "url") => (
    <Field id={name} label={t(`fields.${name}`)} errors={errorText.fields(fieldErrors?.[name])}>
      <Input
        id={name}
        name={name}
        type={type}
        defaultValue={settings?.[name] ?? ""}
        required
        autoComplete="off"
        aria-invalid={Boolean(fieldErrors?.[name])}
      />
    </Field>
  );
  return (
    <Card>
      <CardTitle>{t("connection")}</CardTitle>
      <form action={action} className="grid gap-4" noValidate>
        {state?.ok && <Alert tone="success">{t("saved")}</Alert>}
        {failure && !failure.ok && <Alert tone="error">{errorText.error(failure.error)}</Alert>}
        {text("statusBaseUrl")}
        {text("historyBaseUrl")}
        {text("tokenUrl")}
        {text("clientId", "text")}
        <Field
          id="clientSecret"
          label={t("fields.clientSecret")}
          hint={`${setOn(settings?.clientSecretSetAt)} ${t("secretHint")}`}
          errors={errorText.fields(fieldErrors?.clientSecret)}
        >
          <Input id="clientSecret" name="clientSecret" type="password" autoComplete="new-password" />
        </Field>
        <CallbackTokenField
          // A saved token changes callbackTokenSetAt: the field starts empty again, the token no longer shown.
          key={settings?.callbackTokenSetAt?.toISOString() ?? "unset"}
          hint={`${setOn(settings?.callbackTokenSetAt)} ${t("callbackHint")}`}
          errors={errorText.fields(fieldErrors?.callbackToken)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="signingScheme"
            label={t("fields.signingScheme")}
            errors={errorText.fields(fieldErrors?.signingScheme)}
          >
            <Select id="signingScheme" name="signingScheme" defaultValue={settings?.signingScheme}>
              {schemes.map((scheme) => (
                <option key={scheme} value={scheme}>
                  {scheme}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id="timeoutMs"
            label={t("fields.timeoutMs")}
            errors={errorText.fields(fieldErrors?.timeoutMs)}
          >
            <Input
              id="timeoutMs"
              name="timeoutMs"
              type="number"
              min={1000}
              max={60000}
              step={500}
              defaultValue={settings?.timeoutMs ?? 10000}
            />
          </Field>
        </div>
        <Button type="submit" disabled={pending} className="justify-self-start">
          {t("save")}
        </Button>
      </form>
      {settings?.previousCallbackTokenSetAt && (
        <div className="mt-6 grid gap-2 border-t pt-4">
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
      {settings?.updatedAt && (
        <p className="mt-4 text-xs text-muted-foreground">
          {t("lastChange", {
            who: settings.updatedBy ?? "—",
            date: format.dateTime(settings.updatedAt, { dateStyle: "medium", timeStyle: "short" }),
          })}
        </p>
      )}
    </Card>
  );
}
