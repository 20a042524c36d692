"use client";
import { useTranslations } from "next-intl";
import { FieldGroup } from "@/components/ui/field";
import { Checkbox } from "@/components/ui/input";
import type { Role } from "@/lib/auth/roles";
import { rolesThatOpen, type SavedViewPage } from "@/lib/saved-views/pages";

/** The roles a view may be shared with: only those that may open its page. */
export function ShareRoles({
  id,
  page,
  selected,
  errors,
}: {
  id: string;
  page: SavedViewPage;
  selected: readonly Role[];
  errors?: string[];
}) {
  const t = useTranslations();
  return (
    <FieldGroup id={id} legend={t("savedViews.shareWith")} errors={errors}>
      <p className="text-xs text-muted-foreground">{t("savedViews.shareHint")}</p>
      {rolesThatOpen(page).map((role) => (
        <Checkbox
          key={role}
          name="roles"
          value={role}
          defaultChecked={selected.includes(role)}
          label={t(`roles.${role}`)}
        />
      ))}
    </FieldGroup>
  );
}
