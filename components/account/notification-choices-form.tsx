"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, FieldGroup } from "@/components/ui/field";
import { Checkbox, Select } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { useZoneName } from "@/components/use-zone-name";
import type { NotificationChoice } from "@/lib/notifications/preferences";
import type { Topic } from "@/lib/notifications/topics";
import { updateNotificationChoicesAction } from "@/lib/users/actions";

/** A topic's name as a message key (`compliance.digest` → `compliance_digest`). */
const keyOf = (topic: Topic) => topic.replaceAll(".", "_") as "jobs";

function ChoiceRow({ choice }: { choice: NotificationChoice }) {
  const t = useTranslations("notificationChoices");
  const key = keyOf(choice.topic);
  const hintId = `notify-${key}-hint`;
  return (
    <li className="grid gap-2 border-b py-3 last:border-b-0" data-topic={choice.topic}>
      {choice.optional ? (
        <>
          <input type="hidden" name="shown" value={choice.topic} />
          <Checkbox
            role="switch"
            name="on"
            value={choice.topic}
            defaultChecked={choice.enabled}
            aria-describedby={hintId}
            label={<span className="font-medium">{t(`topics.${key}.name`)}</span>}
          />
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{t(`topics.${key}.name`)}</span>
          <Badge tone="info">{t("alwaysOn")}</Badge>
        </div>
      )}
      <p id={hintId} className="text-xs text-muted-foreground">
        {t(`topics.${key}.description`)}
        {!choice.optional && ` ${t("alwaysOnWhy")}`}
      </p>
      {choice.cadences && (
        <Field id={`notify-${key}-cadence`} label={t("cadence")} className="max-w-xs">
          <Select name="cadence" defaultValue={`${choice.topic}:${choice.cadence}`}>
            {choice.cadences.map((cadence) => (
              <option key={cadence} value={`${choice.topic}:${cadence}`}>
                {t(`cadences.${cadence}`)}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </li>
  );
}

/**
 * "Notifications" in My account: a switch per topic the person's roles allow (security shown always on), and
 * the cadence of the compliance digest. Messages are written in the language and zone of Preferences.
 */
export function NotificationChoicesForm({
  choices,
  language,
  timeZone,
}: {
  choices: NotificationChoice[];
  language: string;
  timeZone: string;
}) {
  const t = useTranslations("notificationChoices");
  const zoneName = useZoneName();
  const form = useFormAction(updateNotificationChoicesAction);
  return (
    <Card aria-labelledby="notifications-title">
      <CardTitle id="notifications-title">{t("title")}</CardTitle>
      <ActionForm form={form} className="grid gap-4" success={t("saved")}>
        <p className="text-sm text-muted-foreground">
          {t("languageAndZone", { language, zone: zoneName(timeZone) })}
        </p>
        <FieldGroup
          id="notify-topics"
          legend={t("legend")}
          errors={form.errors("on") ?? form.errors("shown") ?? form.errors("cadence")}
        >
          <ul className="grid">
            {choices.map((choice) => (
              <ChoiceRow key={choice.topic} choice={choice} />
            ))}
          </ul>
        </FieldGroup>
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("save")}
        </Button>
      </ActionForm>
    </Card>
  );
}
