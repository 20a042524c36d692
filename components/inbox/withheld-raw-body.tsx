"use client";
import { Eye, EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/components/use-error-text";
import { revealRawBodyAction } from "@/lib/inbox/actions";
import type { WithheldReason } from "@/lib/inbox/raw-body";

/**
 * A raw body that could not be masked: never sent with the page. A compliance reviewer opens it as received
 * with one click (audited on the server) and hides it again; anyone else reads why it is withheld.
 */
export function WithheldRawBody({
  decisionId,
  deliveryId,
  reason,
  canReveal,
}: {
  decisionId: string;
  deliveryId: string;
  reason: WithheldReason;
  canReveal: boolean;
}) {
  const t = useTranslations("inbox.deliveries.withheld");
  const errorText = useErrorText();
  const [body, setBody] = useState<{ text: string; utf8: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const reveal = () =>
    startTransition(async () => {
      const result = await revealRawBodyAction(null, { id: decisionId, deliveryId });
      if (result.ok) {
        setBody(result.data);
        setError(null);
      } else setError(errorText.error(result.error) ?? null);
    });

  return (
    <div className="mt-2 grid gap-2 text-xs" data-testid="withheld-raw-body">
      <p className="text-muted-foreground">
        {t(reason)} {canReveal ? t("revealHint") : t("notAllowed")}
      </p>
      {canReveal &&
        (body === null ? (
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onClick={reveal}
            disabled={pending}
          >
            <Eye className="h-4 w-4" aria-hidden />
            {pending ? t("revealing") : t("reveal")}
          </Button>
        ) : (
          <>
            <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setBody(null)}>
              <EyeOff className="h-4 w-4" aria-hidden />
              {t("hide")}
            </Button>
            {!body.utf8 && <p className="text-muted-foreground">{t("replaced")}</p>}
            <pre className="max-h-80 overflow-auto rounded bg-muted p-3 font-mono whitespace-pre-wrap break-all">
              {body.text}
            </pre>
          </>
        ))}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
