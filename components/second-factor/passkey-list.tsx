"use client";
import { useFormatter, useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { removePasskeyAction } from "@/lib/second-factor/actions";
import { useStepUpFormAction } from "./step-up";

export interface PasskeyItem {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

function PasskeyEntry({ passkey }: { passkey: PasskeyItem }) {
  const t = useTranslations("secondFactor.passkeys");
  const format = useFormatter();
  const remove = useStepUpFormAction(removePasskeyAction);
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <span className="font-medium">{passkey.name}</span>
      <span className="text-xs text-muted-foreground">
        {t("added_on", { date: format.dateTime(passkey.createdAt, { dateStyle: "medium" }) })}
        {passkey.lastUsedAt &&
          ` · ${t("used_on", { date: format.dateTime(passkey.lastUsedAt, { dateStyle: "medium", timeStyle: "short" }) })}`}
      </span>
      <ActionForm form={remove}>
        <input type="hidden" name="id" value={passkey.id} />
        <Button
          type="submit"
          variant="ghost"
          size="sm"
          disabled={remove.pending}
          aria-label={t("removeNamed", { name: passkey.name })}
        >
          {t("remove")}
        </Button>
      </ActionForm>
    </li>
  );
}

/** The person's passkeys by name, each removable. */
export function PasskeyList({ passkeys }: { passkeys: PasskeyItem[] }) {
  const t = useTranslations("secondFactor.passkeys");
  if (passkeys.length === 0) return <p className="text-sm text-muted-foreground">{t("none")}</p>;
  return (
    <ul className="grid gap-2" aria-label={t("title")}>
      {passkeys.map((passkey) => (
        <PasskeyEntry key={passkey.id} passkey={passkey} />
      ))}
    </ul>
  );
}
