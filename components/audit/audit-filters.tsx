import { useTranslations } from "next-intl";
import { DateRangeFields, FilterBar } from "@/components/filter-bar";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from "@/lib/audit/audit";
import type { AuditFilter } from "@/lib/audit/schemas";
import { useActionLabel } from "./use-action-label";

export function AuditFilters({ filter }: { filter: AuditFilter }) {
  const t = useTranslations("audit");
  const actionLabel = useActionLabel();
  return (
    <FilterBar clearHref="?" className="lg:grid-cols-6">
      <Field id="actor" label={t("actor")} className="lg:col-span-2">
        <Input id="actor" name="actor" defaultValue={filter.actor} placeholder={t("actorPlaceholder")} />
      </Field>
      <Field id="action" label={t("action")}>
        <Select id="action" name="action" defaultValue={filter.action ?? ""}>
          <option value="">{t("any")}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="outcome" label={t("outcome")}>
        <Select id="outcome" name="outcome" defaultValue={filter.outcome ?? ""}>
          <option value="">{t("any")}</option>
          {AUDIT_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(`outcomes.${outcome}`)}
            </option>
          ))}
        </Select>
      </Field>
      <DateRangeFields from={filter.from} to={filter.to} labels={{ from: t("from"), to: t("to") }} />
    </FilterBar>
  );
}
