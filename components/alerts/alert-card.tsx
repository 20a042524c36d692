"use client";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Instant } from "@/components/ui/instant";
import { useFormAction } from "@/components/ui/use-form-action";
import { acknowledgeAlertAction } from "@/lib/alerts/actions";
import type { AlertView } from "@/lib/alerts/list";
import { personLabel } from "@/lib/users/person-label";

const TONE = { open: "danger", acknowledged: "warning", resolved: "success" } as const;

function AcknowledgeForm({ id, onDone }: { id: string; onDone: () => void }) {
  const t = useTranslations("alerts");
  const form = useFormAction(acknowledgeAlertAction);
  useEffect(() => {
    if (form.successes > 0) onDone();
  }, [form.successes, onDone]);
  return (
    <ActionForm form={form} className="grid justify-items-start gap-2">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" disabled={form.pending}>
        {t("acknowledge")}
      </Button>
    </ActionForm>
  );
}

/** One alert: its rule, subject and figures, its state, its history, and for an open one the Acknowledge button. */
export function AlertCard({ alert, onChange }: { alert: AlertView; onChange: () => void }) {
  const t = useTranslations("alerts");
  const rules = useTranslations("notifications.alert.rules");
  const when = (at: string) => <Instant at={at} />;
  const headingId = `alert-${alert.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="alert"
      data-id={alert.id}
      data-rule={alert.rule}
      data-subject={alert.subject}
      data-state={alert.state}
      className="grid gap-3 rounded-md border p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          {rules(`${alert.rule}.name`)} <span className="font-mono text-sm break-all">{alert.subject}</span>
        </h3>
        <Badge tone={TONE[alert.state]}>{t(`states.${alert.state}`)}</Badge>
      </div>
      <p className="text-sm">
        {rules(`${alert.rule}.figures`, { subject: alert.subject, ...alert.figures })}
      </p>
      <ol className="grid gap-1 text-sm text-muted-foreground" aria-label={t("history")}>
        {alert.history.map((event) => (
          <li key={`${event.change}-${event.at}`} data-change={event.change}>
            {t.rich(`changes.${event.change}`, {
              at: () => when(event.at),
              by: event.by ? personLabel(event.by) : t("nobody"),
            })}
          </li>
        ))}
      </ol>
      {alert.state === "open" && <AcknowledgeForm id={alert.id} onDone={onChange} />}
    </article>
  );
}
