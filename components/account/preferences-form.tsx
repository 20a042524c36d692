"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useActionState, useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { useErrorText } from "@/components/use-error-text";
import { useZoneName } from "@/components/use-zone-name";
import type { Landing } from "@/lib/auth/home";
import { LOCALES, TIME_ZONES } from "@/lib/i18n/config";
import { zoneMessageKey } from "@/lib/i18n/time-zone";
import { updatePreferencesAction } from "@/lib/users/actions";

/** The start pages the person may choose, and the one their roles give when they choose none. */
export interface LandingChoices {
  chosen: Landing | null;
  choices: Landing[];
  home: Landing | null;
}

export function PreferencesForm({
  locale,
  timeZone,
  landing,
}: {
  locale: string;
  timeZone: string;
  landing: LandingChoices;
}) {
  const t = useTranslations("preferences");
  const errorText = useErrorText();
  const zoneName = useZoneName();
  const router = useRouter();
  const [state, action, pending] = useActionState(updatePreferencesAction, null);
  // Controlled, so the choice stays on screen when React resets the form after the action.
  const [values, setValues] = useState({ locale, timeZone, landing: landing.chosen ?? "" });
  useEffect(() => {
    if (state?.ok) router.refresh();
  }, [state, router]);
  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      <form action={action} className="grid gap-4" noValidate>
        {state?.ok && <Alert tone="success">{t("saved")}</Alert>}
        {state && !state.ok && state.error !== "invalid_input" && (
          <Alert tone="error">{errorText.error(state.error)}</Alert>
        )}
        <Field
          id="locale"
          label={t("language")}
          errors={errorText.fields(state?.ok ? undefined : state?.fieldErrors?.locale)}
        >
          <Select
            id="locale"
            name="locale"
            value={values.locale}
            onChange={(e) => setValues({ ...values, locale: e.target.value })}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="timeZone"
          label={t("timeZone")}
          hint={t("timeZoneHint")}
          errors={errorText.fields(state?.ok ? undefined : state?.fieldErrors?.timeZone)}
        >
          <Select
            id="timeZone"
            name="timeZone"
            value={values.timeZone}
            onChange={(e) => setValues({ ...values, timeZone: e.target.value })}
          >
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {t(`timeZones.${zoneMessageKey(zone)}` as "timeZones.UTC", { zone: zoneName(zone) })}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="landing"
          label={t("landing")}
          hint={t("landingHint")}
          errors={errorText.fields(state?.ok ? undefined : state?.fieldErrors?.landing)}
        >
          <Select
            id="landing"
            name="landing"
            value={values.landing}
            onChange={(e) => setValues({ ...values, landing: e.target.value })}
          >
            <option value="">
              {t("landingDefault", { page: landing.home ? t(`landings.${landing.home}`) : "—" })}
            </option>
            {landing.choices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`landings.${choice}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={pending} className="justify-self-start">
          {t("save")}
        </Button>
      </form>
    </Card>
  );
}
