"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, FieldGroup } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { saveThresholdsAction } from "@/lib/alerts/actions";
import type { ThresholdSpec } from "@/lib/alerts/rule";

export interface ThresholdGroup {
  /** A rule's name, or "reminder". */
  group: string;
  fields: { key: string; name: string; spec: ThresholdSpec; value: number }[];
}

/** Every rule's thresholds and the reminder interval, each within its bounds; saving is audited. */
export function ThresholdsForm({ groups }: { groups: ThresholdGroup[] }) {
  const t = useTranslations("alerts.thresholds");
  const rules = useTranslations("notifications.alert.rules");
  const form = useFormAction(saveThresholdsAction);
  return (
    <Card aria-labelledby="alerts-thresholds">
      <CardTitle id="alerts-thresholds">{t("title")}</CardTitle>
      <p className="mb-4 text-sm text-muted-foreground">{t("description")}</p>
      <ActionForm form={form} className="grid gap-6" success={t("saved")}>
        {groups.map(({ group, fields }) => (
          <FieldGroup
            key={group}
            id={`thresholds-${group}`}
            legend={group === "reminder" ? t("reminder") : rules(`${group}.name`)}
          >
            <div className="flex flex-wrap gap-4">
              {fields.map(({ key, name, spec, value }) => (
                <Field
                  key={key}
                  id={`threshold-${key.replace(".", "-")}`}
                  label={t(`fields.${name}`)}
                  hint={
                    spec.unit === "count"
                      ? t("rangeCount", { min: spec.min, max: spec.max, default: spec.default })
                      : t("range", {
                          min: spec.min,
                          max: spec.max,
                          unit: t(`units.${spec.unit}`),
                          default: spec.default,
                        })
                  }
                  errors={form.errors(key)}
                  className="w-56"
                >
                  <Input
                    name={key}
                    type="number"
                    inputMode="numeric"
                    min={spec.min}
                    max={spec.max}
                    step={1}
                    required
                    defaultValue={value}
                    className="max-w-32"
                  />
                </Field>
              ))}
            </div>
          </FieldGroup>
        ))}
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("save")}
        </Button>
      </ActionForm>
    </Card>
  );
}
