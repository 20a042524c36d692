"use client";
import { useTranslations } from "next-intl";
import type { RawDetailsReason } from "@/lib/history/types";

/** Details the app cannot read as their type: the text as received (customer values masked), never a crash. */
export function RawDetailsView({ reason, text }: { reason: RawDetailsReason; text: string }) {
  const t = useTranslations("history.raw");
  return (
    <div className="grid gap-2" data-testid="raw-details">
      <p className="text-sm text-muted-foreground">{t(reason)}</p>
      <pre className="max-h-80 overflow-auto rounded-md border bg-muted p-3 font-mono text-xs leading-5 whitespace-pre-wrap break-all">
        {text}
      </pre>
    </div>
  );
}
