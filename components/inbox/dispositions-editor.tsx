"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Checkbox, Input } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { retireDispositionAction, saveDispositionAction } from "@/lib/inbox/actions";
import type { Disposition } from "@/lib/inbox/dispositions";

function DispositionForm({ disposition, prefix }: { disposition?: Disposition; prefix: string }) {
  const t = useTranslations("inbox.dispositions");
  const save = useFormAction(saveDispositionAction);
  const retire = useFormAction(retireDispositionAction);
  return (
    <div className="grid gap-2 rounded-md border p-3" data-testid={`disposition-${prefix}`}>
      <ActionForm
        form={save}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_6rem] sm:items-end"
        success={t("saved")}
      >
        {disposition && <input type="hidden" name="id" value={disposition.id} />}
        <Field id={`${prefix}-labelId`} label={t("labelId")} errors={save.errors("labelId")}>
          <Input name="labelId" required maxLength={120} defaultValue={disposition?.labelId} />
        </Field>
        <Field id={`${prefix}-labelEn`} label={t("labelEn")} errors={save.errors("labelEn")}>
          <Input name="labelEn" required maxLength={120} defaultValue={disposition?.labelEn} />
        </Field>
        <Field id={`${prefix}-position`} label={t("position")} errors={save.errors("position")}>
          <Input name="position" type="number" min={0} max={1000} defaultValue={disposition?.position ?? 0} />
        </Field>
        <Checkbox
          name="disagrees"
          defaultChecked={disposition?.disagrees}
          label={t("disagrees")}
          className="sm:col-span-3"
        />
        <Checkbox
          name="followUp"
          defaultChecked={disposition?.followUp}
          label={t("followUp")}
          className="sm:col-span-3"
        />
        <Button type="submit" disabled={save.pending} className="justify-self-start">
          {disposition ? t("save") : t("add")}
        </Button>
      </ActionForm>
      {disposition && (
        <ActionForm form={retire} success={disposition.retired ? t("restored") : t("retired")}>
          <input type="hidden" name="id" value={disposition.id} />
          <input type="hidden" name="retired" value={disposition.retired ? "0" : "1"} />
          <Button type="submit" variant="ghost" size="sm" disabled={retire.pending}>
            {disposition.retired ? t("restore") : t("retire")}
          </Button>
        </ActionForm>
      )}
    </div>
  );
}

/** The dispositions a review may record, in both languages; a retired one stays on the reviews that chose it. */
export function DispositionsEditor({ dispositions }: { dispositions: Disposition[] }) {
  const t = useTranslations("inbox.dispositions");
  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">{t("description")}</p>
        {dispositions.map((disposition) => (
          <div key={disposition.id} className="grid gap-1">
            {disposition.retired && <p className="text-xs text-muted-foreground">{t("isRetired")}</p>}
            <DispositionForm disposition={disposition} prefix={disposition.id} />
          </div>
        ))}
        <h3 className="text-sm font-medium">{t("new")}</h3>
        <DispositionForm prefix="new" />
      </div>
    </Card>
  );
}
