import { useTranslations } from "next-intl";
import { FieldGroup } from "@/components/ui/field";
import { Checkbox } from "@/components/ui/input";
import { ROLES, type Role } from "@/lib/auth/roles";

export function RoleCheckboxes({ selected = [], errors }: { selected?: Role[]; errors?: string[] }) {
  const t = useTranslations();
  return (
    <FieldGroup id="roles" legend={t("users.roles")} errors={errors}>
      {ROLES.map((role) => (
        <Checkbox
          key={role}
          name="roles"
          value={role}
          defaultChecked={selected.includes(role)}
          className="items-start [&>input]:mt-0.5"
          label={
            <span>
              <span className="font-medium">{t(`roles.${role}`)}</span>
              <span className="block text-xs text-muted-foreground">{t(`roleDescriptions.${role}`)}</span>
            </span>
          }
        />
      ))}
    </FieldGroup>
  );
}
