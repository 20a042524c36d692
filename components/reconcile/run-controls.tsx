"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { type FormActionFunction, useFormAction } from "@/components/ui/use-form-action";
import { cancelRunAction, deleteRunAction, retryErrorsAction } from "@/lib/reconciliation/actions";
import { RUNS_KEY } from "./run-href";
import { runKey } from "./use-run";

/** A one-button form about one run; once it succeeds, what shows the run is asked again. */
function RunForm<T>({
  id,
  action,
  onDone,
  children,
}: {
  id: string;
  action: FormActionFunction<T>;
  onDone?: () => void;
  children: (form: ReturnType<typeof useFormAction<T>>) => ReactNode;
}) {
  const form = useFormAction(action);
  const queryClient = useQueryClient();
  const successes = form.successes;
  useEffect(() => {
    if (successes === 0) return;
    void queryClient.invalidateQueries({ queryKey: RUNS_KEY });
    void queryClient.invalidateQueries({ queryKey: runKey(id) });
    onDone?.();
  }, [successes, queryClient, id, onDone]);
  return (
    <ActionForm form={form} className="grid gap-2">
      <input type="hidden" name="id" value={id} />
      {children(form)}
    </ActionForm>
  );
}

/** Stops a queued or running run: the rows already asked keep their answers. */
export function CancelRunButton({ id, label }: { id: string; label: string }) {
  const t = useTranslations("reconcile.screens.controls");
  return (
    <RunForm id={id} action={cancelRunAction}>
      {(form) => (
        <Button type="submit" variant="secondary" size="sm" disabled={form.pending} aria-label={label}>
          {t("cancel")}
        </Button>
      )}
    </RunForm>
  );
}

/** Asks the provider again for the rows it answered with an error. */
export function RetryErrorsButton({ id, count }: { id: string; count: number }) {
  const t = useTranslations("reconcile.screens.controls");
  return (
    <RunForm id={id} action={retryErrorsAction}>
      {(form) => (
        <Button type="submit" variant="secondary" size="sm" disabled={form.pending || count === 0}>
          {t("retryErrors", { count })}
        </Button>
      )}
    </RunForm>
  );
}

/** Deletes the run, its rows and its file, after a confirmation. */
export function DeleteRunButton({ id, label, onDone }: { id: string; label: string; onDone?: () => void }) {
  const t = useTranslations("reconcile.screens.controls");
  return (
    <RunForm id={id} action={deleteRunAction} onDone={onDone}>
      {(form) => (
        <ConfirmButton
          label={t("delete")}
          title={t("deleteTitle")}
          description={t("deleteConfirm")}
          confirm={t("delete")}
          destructive
          disabled={form.pending}
          trigger={{ variant: "ghost", size: "sm", ariaLabel: label }}
          onConfirm={() => form.formRef.current?.requestSubmit()}
        />
      )}
    </RunForm>
  );
}
