"use client";
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { useFormAction } from "@/components/ui/use-form-action";
import { retryNotificationAction } from "@/lib/notifications/log/actions";

/** "Retry now" of a notification given up: pending again, sent by the next delivery round. */
export function RetryButton({ id, label }: { id: string; label: string }) {
  const t = useTranslations("notificationLog");
  const form = useFormAction(retryNotificationAction);
  return (
    <ActionForm form={form} className="grid gap-2">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant="secondary" disabled={form.pending} aria-label={label}>
        {t("retry")}
      </Button>
    </ActionForm>
  );
}
