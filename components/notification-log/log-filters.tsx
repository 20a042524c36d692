import { useTranslations } from "next-intl";
import { FilterBar } from "@/components/filter-bar";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { type DeliveryLogFilter, KIND_NAMES, NOTIFICATION_STATES } from "@/lib/notifications/log/schemas";
import { CHANNELS } from "@/lib/notifications/topics";

export function DeliveryLogFilters({ filter }: { filter: DeliveryLogFilter }) {
  const t = useTranslations("notificationLog");
  return (
    <FilterBar clearHref="?" className="lg:grid-cols-3">
      <Field id="state" label={t("state")}>
        <Select id="state" name="state" defaultValue={filter.state ?? ""}>
          <option value="">{t("any")}</option>
          {NOTIFICATION_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="kind" label={t("kind")}>
        <Select id="kind" name="kind" defaultValue={filter.kind ?? ""}>
          <option value="">{t("any")}</option>
          {KIND_NAMES.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="channel" label={t("channel")}>
        <Select id="channel" name="channel" defaultValue={filter.channel ?? ""}>
          <option value="">{t("any")}</option>
          {CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {t(`channels.${channel}`)}
            </option>
          ))}
        </Select>
      </Field>
    </FilterBar>
  );
}
