import { useTranslations } from "next-intl";
import { ROLES, type Role } from "@/lib/auth/roles";

export function RoleCheckboxes({ selected = [], errors }: { selected?: Role[]; errors?: string[] }) {
  const t = useTranslations();
  return (
    <fieldset className="grid gap-2" aria-describedby={errors ? "roles-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">{t("users.roles")}</legend>
      {ROLES.map((role) => (
        <label key={role} className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="roles"
            value={role}
            defaultChecked={selected.includes(role)}
            className="mt-0.5 h-4 w-4"
          />
          <span>
            <span className="font-medium">{t(`roles.${role}`)}</span>
            <span className="block text-xs text-muted-foreground">{t(`roleDescriptions.${role}`)}</span>
          </span>
        </label>
      ))}
      {errors?.map((error) => (
        <p key={error} id="roles-error" className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ))}
    </fieldset>
  );
}
