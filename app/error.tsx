"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useLastRequestId } from "@/components/use-request-id";

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("failure");
  const requestId = useLastRequestId();
  return (
    <main className="grid min-h-[60dvh] place-items-center px-4 text-center">
      <div className="max-w-md">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("body")}</p>
        {error.digest && (
          <p className="mt-2 font-mono text-xs text-muted-foreground">
            {t("reference", { digest: error.digest })}
          </p>
        )}
        {requestId && (
          <p className="mt-1 font-mono text-xs text-muted-foreground" data-testid="request-id">
            {t("request", { id: requestId })}
          </p>
        )}
        <Button className="mt-6" onClick={reset}>
          {t("retry")}
        </Button>
      </div>
    </main>
  );
}
