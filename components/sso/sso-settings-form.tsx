"use client";
import { useFormatter, useTranslations } from "next-intl";
import { LastChange } from "@/components/last-change";
import { ActionForm } from "@/components/ui/action-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Checkbox, Input, Select, Textarea } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { ROLES } from "@/lib/auth/roles";
import { saveSsoSettingsAction } from "@/lib/sso/actions";
import type { SsoSettingsView } from "@/lib/sso/settings";
import type { SsoConfig } from "@/lib/sso/sso-config";

/** What the environment configures, shown (without its secret) while no admin has saved settings. */
export type SsoEnvView = Omit<SsoConfig, "clientSecret">;

export function SsoSettingsForm({
  settings,
  fromEnv,
}: {
  settings: SsoSettingsView | null;
  fromEnv: SsoEnvView | null;
}) {
  const t = useTranslations("sso.settings");
  const tRoles = useTranslations("roles");
  const format = useFormatter();
  const form = useFormAction(saveSsoSettingsAction, { fieldOf: { client_secret_required: "clientSecret" } });
  const shown = settings ?? fromEnv;
  const text = (name: "issuer" | "clientId" | "displayName" | "scopes" | "groupsClaim", fallback = "") => (
    <Field id={name} label={t(`fields.${name}`)} hint={t(`hints.${name}`)} errors={form.errors(name)}>
      <Input
        name={name}
        type={name === "issuer" ? "url" : "text"}
        defaultValue={shown?.[name] ?? fallback}
        required
        autoComplete="off"
      />
    </Field>
  );
  return (
    <Card>
      <CardTitle>{t("provider")}</CardTitle>
      {!settings && (
        <Alert tone="info" className="mb-4">
          {fromEnv ? t("fromEnv") : t("notConfigured")}
        </Alert>
      )}
      <ActionForm form={form} className="grid gap-4" success={t("saved")}>
        <Checkbox name="enabled" label={t("fields.enabled")} defaultChecked={settings?.enabled ?? true} />
        {text("displayName")}
        {text("issuer")}
        {text("clientId")}
        <Field
          id="clientSecret"
          label={t("fields.clientSecret")}
          hint={
            settings?.clientSecretSetAt
              ? t("secretSet", {
                  date: format.dateTime(settings.clientSecretSetAt, {
                    dateStyle: "medium",
                    timeStyle: "short",
                  }),
                })
              : t("secretNotSet")
          }
          errors={form.errors("clientSecret")}
        >
          <Input name="clientSecret" type="password" autoComplete="new-password" />
        </Field>
        {text("scopes", "openid email profile")}
        <fieldset className="grid gap-4 border-t pt-4">
          <legend className="pt-4 text-sm font-medium">{t("users")}</legend>
          <Checkbox
            name="createUsers"
            label={t("fields.createUsers")}
            defaultChecked={shown?.createUsers ?? false}
          />
          <Field id="defaultRole" label={t("fields.defaultRole")} errors={form.errors("defaultRole")}>
            <Select name="defaultRole" defaultValue={shown?.defaultRole ?? "agent"}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {tRoles(role)}
                </option>
              ))}
            </Select>
          </Field>
        </fieldset>
        <fieldset className="grid gap-4 border-t pt-4">
          <legend className="pt-4 text-sm font-medium">{t("roleMapping")}</legend>
          <p className="text-sm text-muted-foreground">{t("roleMappingHint")}</p>
          {text("groupsClaim", "groups")}
          {ROLES.map((role) => (
            <Field
              key={role}
              id={`groups_${role}`}
              label={t("fields.groupsFor", { role: tRoles(role) })}
              errors={form.errors(`groups_${role}`)}
            >
              <Textarea
                name={`groups_${role}`}
                rows={2}
                defaultValue={shown?.roleGroups[role]?.join("\n") ?? ""}
              />
            </Field>
          ))}
        </fieldset>
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("save")}
        </Button>
      </ActionForm>
      <LastChange
        at={settings?.updatedAt}
        by={settings?.updatedBy}
        text={(values) => t("lastChange", values)}
      />
    </Card>
  );
}
