"use client";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PACE_LIMITS } from "@/lib/provider/pacer-limits";
import type { ProviderSettingsView } from "@/lib/provider-connection/settings";

/** How fast this back office may call the provider: its rate limit and how many calls at once. */
export function PaceFields({
  settings,
  errors,
}: {
  settings: ProviderSettingsView | null;
  errors: (name: string) => string[] | undefined;
}) {
  const t = useTranslations("providerConnection");
  const number = (name: keyof typeof PACE_LIMITS) => {
    const limits = PACE_LIMITS[name];
    return (
      <Field id={name} label={t(`fields.${name}`)} hint={t(`paceHints.${name}`)} errors={errors(name)}>
        <Input
          name={name}
          type="number"
          min={limits.min}
          max={limits.max}
          step={1}
          required
          defaultValue={settings?.[name] ?? limits.default}
        />
      </Field>
    );
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {number("requestsPerSecond")}
      {number("maxConcurrent")}
    </div>
  );
}
