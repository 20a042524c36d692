"use client";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { saveViewAction } from "@/lib/saved-views/actions";
import type { SavedViewPage } from "@/lib/saved-views/pages";
import { MAX_VIEW_NAME_LENGTH } from "@/lib/saved-views/schemas";
import { ShareRoles } from "./share-roles";

/** Names the page's current filters (its query string) as a view of one's own. */
export function SaveViewDialog({
  page,
  query,
  onSaved,
  onCloseAutoFocus,
}: {
  page: SavedViewPage;
  query: string;
  onSaved: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const t = useTranslations("savedViews");
  const form = useFormAction(saveViewAction, {
    fieldOf: { saved_view_name_taken: "name" },
  });
  useEffect(() => {
    if (form.successes > 0) onSaved();
  }, [form.successes, onSaved]);
  return (
    <DialogContent
      title={t("saveTitle")}
      description={t("saveDescription")}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <ActionForm form={form} className="grid gap-4">
        <input type="hidden" name="page" value={page} />
        <input type="hidden" name="query" value={query} />
        <Field id="saved-view-name" label={t("name")} errors={form.errors("name")}>
          <Input name="name" maxLength={MAX_VIEW_NAME_LENGTH} autoComplete="off" required />
        </Field>
        <ShareRoles id="saved-view-roles" page={page} selected={[]} errors={form.errors("roles")} />
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("save")}
        </Button>
      </ActionForm>
    </DialogContent>
  );
}
