import { useTranslations } from "next-intl";
import { Button, buttonVariants } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from "@/lib/audit/audit";
import type { AuditFilter } from "@/lib/audit/schemas";
import { useActionLabel } from "./use-action-label";

/** A plain GET form: the filters live in the URL, so a filtered view can be bookmarked and shared. */
export function AuditFilters({ filter }: { filter: AuditFilter }) {
  const t = useTranslations("audit");
  const actionLabel = useActionLabel();
  return (
    <form
      method="get"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <div className="grid gap-1.5 lg:col-span-2">
        <Label htmlFor="actor">{t("actor")}</Label>
        <Input id="actor" name="actor" defaultValue={filter.actor} placeholder={t("actorPlaceholder")} />
      </div>
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
      <Field id="from" label={t("from")}>
        <Input id="from" name="from" type="date" defaultValue={filter.from} />
      </Field>
      <Field id="to" label={t("to")}>
        <Input id="to" name="to" type="date" defaultValue={filter.to} />
      </Field>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
        <Button type="submit">{t("apply")}</Button>
        <a href="?" className={buttonVariants({ variant: "secondary" })}>
          {t("clear")}
        </a>
      </div>
    </form>
  );
}
