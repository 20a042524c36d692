"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import {
  deleteViewAction,
  renameViewAction,
  setDefaultViewAction,
  shareViewAction,
} from "@/lib/saved-views/actions";
import type { SavedViewPage } from "@/lib/saved-views/pages";
import { MAX_VIEW_NAME_LENGTH } from "@/lib/saved-views/schemas";
import type { SavedViewItem } from "@/lib/saved-views/views";
import { ShareRoles } from "./share-roles";

function RenameForm({ view }: { view: SavedViewItem }) {
  const t = useTranslations("savedViews");
  const form = useFormAction(renameViewAction, { fieldOf: { saved_view_name_taken: "name" } });
  return (
    <ActionForm form={form} className="grid gap-2" success={t("renamed")}>
      <input type="hidden" name="id" value={view.id} />
      <Field id="saved-view-rename" label={t("name")} errors={form.errors("name")}>
        <Input
          name="name"
          defaultValue={view.name}
          maxLength={MAX_VIEW_NAME_LENGTH}
          autoComplete="off"
          required
        />
      </Field>
      <Button type="submit" variant="secondary" disabled={form.pending} className="justify-self-start">
        {t("rename")}
      </Button>
    </ActionForm>
  );
}

function ShareForm({ view, page }: { view: SavedViewItem; page: SavedViewPage }) {
  const t = useTranslations("savedViews");
  const form = useFormAction(shareViewAction);
  return (
    <ActionForm form={form} className="grid gap-2" success={t("sharedSaved")}>
      <input type="hidden" name="id" value={view.id} />
      <ShareRoles id="saved-view-share" page={page} selected={view.roles} errors={form.errors("roles")} />
      <Button type="submit" variant="secondary" disabled={form.pending} className="justify-self-start">
        {t("share")}
      </Button>
    </ActionForm>
  );
}

function DefaultForm({ view, page }: { view: SavedViewItem; page: SavedViewPage }) {
  const t = useTranslations("savedViews");
  const form = useFormAction(setDefaultViewAction);
  // What the answer says is what was asked: the view re-rendered after it already shows the other choice.
  const [asked, setAsked] = useState(!view.isDefault);
  return (
    <ActionForm
      form={form}
      className="grid gap-2"
      success={asked ? t("defaultSet", { name: view.name }) : t("defaultCleared")}
      onSubmitCapture={() => setAsked(!view.isDefault)}
    >
      <input type="hidden" name="page" value={page} />
      {!view.isDefault && <input type="hidden" name="id" value={view.id} />}
      <Button type="submit" variant="secondary" disabled={form.pending} className="justify-self-start">
        {view.isDefault ? t("clearDefault") : t("setDefault")}
      </Button>
    </ActionForm>
  );
}

function DeleteForm({ view, onDeleted }: { view: SavedViewItem; onDeleted: () => void }) {
  const t = useTranslations("savedViews");
  const form = useFormAction(deleteViewAction);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (form.successes > 0) onDeleted();
  }, [form.successes, onDeleted]);
  if (!confirming)
    return (
      <Button variant="destructive" className="justify-self-start" onClick={() => setConfirming(true)}>
        {t("delete")}
      </Button>
    );
  return (
    <ActionForm form={form} className="grid gap-2">
      <input type="hidden" name="id" value={view.id} />
      <p className="text-sm">{t("deleteConfirm", { name: view.name })}</p>
      <Button type="submit" variant="destructive" disabled={form.pending} className="justify-self-start">
        {t("delete")}
      </Button>
    </ActionForm>
  );
}

/** What one can do with a view: its owner renames, shares and deletes it; anyone who sees it opens with it. */
export function ManageViewDialog({
  view,
  page,
  onDeleted,
  onCloseAutoFocus,
}: {
  view: SavedViewItem;
  page: SavedViewPage;
  onDeleted: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const t = useTranslations("savedViews");
  return (
    <DialogContent
      title={t("manageTitle", { name: view.name })}
      description={view.own ? t("manageDescription") : t("sharedBy", { name: view.ownerName ?? "" })}
      onCloseAutoFocus={onCloseAutoFocus}
      className="max-h-[90vh] overflow-y-auto"
    >
      {view.own && <RenameForm view={view} />}
      {view.own && <ShareForm view={view} page={page} />}
      {view.query !== null && <DefaultForm view={view} page={page} />}
      {view.own && <DeleteForm view={view} onDeleted={onDeleted} />}
    </DialogContent>
  );
}
