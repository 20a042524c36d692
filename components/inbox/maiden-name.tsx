"use client";
import { Eye, EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/components/use-error-text";
import { revealMaidenNameAction } from "@/lib/inbox/actions";
import { MASK } from "@/lib/inbox/mask";

/**
 * Masked by default. A compliance reviewer reveals it with one click (audited on the server); it is fetched
 * only then, never sent with the page, and hidden again with one click or by leaving the page.
 */
export function MaidenName({ decisionId, canReveal }: { decisionId: string; canReveal: boolean }) {
  const t = useTranslations("inbox.maidenName");
  const errorText = useErrorText();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const reveal = () =>
    startTransition(async () => {
      const result = await revealMaidenNameAction(null, { id: decisionId });
      if (result.ok) {
        setValue(result.data.motherMaidenName);
        setError(null);
      } else setError(errorText.error(result.error) ?? null);
    });

  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <output aria-live="polite" data-testid="maiden-name" className="font-medium">
          {value ?? (
            <>
              <span aria-hidden>{MASK}</span>
              <span className="sr-only">{t("masked")}</span>
            </>
          )}
        </output>
        {canReveal &&
          (value === null ? (
            <Button variant="secondary" size="sm" onClick={reveal} disabled={pending}>
              <Eye className="h-4 w-4" aria-hidden />
              {pending ? t("revealing") : t("reveal")}
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setValue(null)}>
              <EyeOff className="h-4 w-4" aria-hidden />
              {t("hide")}
            </Button>
          ))}
      </div>
      <p className="text-xs text-muted-foreground">{canReveal ? t("revealHint") : t("notAllowed")}</p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
