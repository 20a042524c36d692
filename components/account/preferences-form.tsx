"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
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
  advanceAfterReview,
}: {
  locale: string;
  timeZone: string;
  landing: LandingChoices;
  /** Offered to those who review decisions only. */
  advanceAfterReview?: boolean;
}) {
  const t = useTranslations("preferences");
  const zoneName = useZoneName();
  const form = useFormAction(updatePreferencesAction);
  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      <ActionForm form={form} className="grid gap-4" success={t("saved")}>
        <Field id="locale" label={t("language")} errors={form.errors("locale")}>
          <Select name="locale" defaultValue={locale}>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="timeZone" label={t("timeZone")} hint={t("timeZoneHint")} errors={form.errors("timeZone")}>
          <Select name="timeZone" defaultValue={timeZone}>
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {t(`timeZones.${zoneMessageKey(zone)}` as "timeZones.UTC", { zone: zoneName(zone) })}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="landing" label={t("landing")} hint={t("landingHint")} errors={form.errors("landing")}>
          <Select name="landing" defaultValue={landing.chosen ?? ""}>
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
        {advanceAfterReview !== undefined && (
          <Field
            id="advanceAfterReview"
            label={t("afterReview")}
            hint={t("afterReviewHint")}
            errors={form.errors("advanceAfterReview")}
          >
            <Select name="advanceAfterReview" defaultValue={String(advanceAfterReview)}>
              <option value="true">{t("afterReviewNext")}</option>
              <option value="false">{t("afterReviewStay")}</option>
            </Select>
          </Field>
        )}
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("save")}
        </Button>
      </ActionForm>
    </Card>
  );
}
