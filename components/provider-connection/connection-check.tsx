"use client";
import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { startTransition, useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { useErrorText } from "@/components/use-error-text";
import { testConnectionAction } from "@/lib/provider-connection/actions";

export function ConnectionCheck({ configured }: { configured: boolean }) {
  const t = useTranslations("providerConnection.test");
  const errorText = useErrorText();
  const [state, run, pending] = useActionState(testConnectionAction, null);
  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      <p className="mb-4 text-sm text-muted-foreground">{t("description")}</p>
      <Button disabled={!configured || pending} onClick={() => startTransition(() => run({}))}>
        {pending ? t("running") : t("run")}
      </Button>
      {!configured && <p className="mt-2 text-xs text-muted-foreground">{t("saveFirst")}</p>}
      {state && !state.ok && (
        <Alert tone="error" className="mt-4">
          {errorText.error(state.error)}
        </Alert>
      )}
      {state?.ok && (
        <ul className="mt-4 grid gap-3" aria-live="polite">
          {state.data.map((step) => (
            <li key={step.step} className="flex gap-2 text-sm" data-testid={`connection-step-${step.step}`}>
              {step.ok ? (
                <CheckCircle2 className="h-5 w-5 shrink-0 text-success" aria-hidden />
              ) : (
                <XCircle className="h-5 w-5 shrink-0 text-destructive" aria-hidden />
              )}
              <span>
                <span className="font-medium">{t(`steps.${step.step}`)}</span>{" "}
                <span className="text-muted-foreground">{t("latency", { ms: step.latencyMs })}</span>
                {step.ok ? (
                  <span className="sr-only">{t("passed")}</span>
                ) : (
                  <span className="block text-destructive">
                    {errorText.error(step.error?.code)}{" "}
                    <span className="block text-xs text-muted-foreground">{step.error?.detail}</span>
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
