"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { saveImageHostsAction } from "@/lib/inbox/actions";

export function ImageHostsForm({ hosts, notice }: { hosts: string[]; notice: string }) {
  const t = useTranslations("inbox.settings");
  const form = useFormAction(saveImageHostsAction);
  return (
    <Card>
      <CardTitle>{t("hosts")}</CardTitle>
      <ActionForm form={form} className="grid gap-4" success={t("saved")}>
        <p className="text-sm text-muted-foreground">{notice}</p>
        <Field id="hosts" label={t("hosts")} hint={t("hostsHint")} errors={form.errors("hosts")}>
          <Textarea
            name="hosts"
            rows={6}
            defaultValue={hosts.join("\n")}
            spellCheck={false}
            autoCapitalize="none"
            className="font-mono"
          />
        </Field>
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("save")}
        </Button>
      </ActionForm>
    </Card>
  );
}
