"use client";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/components/use-error-text";
import { ActionFailure } from "@/lib/action-failure";

function FailureText({ error }: { error: Error }) {
  const t = useTranslations("history");
  const errorText = useErrorText();
  const { code, detail } = ActionFailure.from(error);
  return (
    <>
      <span className="block">{errorText.error(code)}</span>
      {detail.retryAfterMs !== undefined && (
        <span className="block">{t("retryAfter", { seconds: Math.ceil(detail.retryAfterMs / 1000) })}</span>
      )}
      {detail.providerStatus !== undefined && (
        <span className="block">{t("providerStatus", { status: String(detail.providerStatus) })}</span>
      )}
      {detail.statusMessage && (
        <span className="block">{t("providerSaid", { message: detail.statusMessage })}</span>
      )}
      {detail.adminDetail && <span className="mt-1 block text-xs opacity-80">{detail.adminDetail}</span>}
    </>
  );
}

/** The first page failed: nothing to show but the reason and a retry. */
export function PageFailure({ error, title, onRetry }: { error: Error; title: string; onRetry: () => void }) {
  const t = useTranslations("history");
  return (
    <Alert tone="error" className="grid gap-3">
      <p className="font-medium">{title}</p>
      <p>
        <FailureText error={error} />
      </p>
      <div>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t("retry")}
        </Button>
      </div>
    </Alert>
  );
}

interface FeedStatusProps {
  loadedCount: number;
  complete: boolean;
  loading: boolean;
  error: Error | null;
  /** Older pages load on request only (while searching). */
  manual: boolean;
  onLoadMore: () => void;
}

/** What happens below the last entry: loading, a failure that keeps what is loaded, or the end. */
export function FeedStatus({ loadedCount, complete, loading, error, manual, onLoadMore }: FeedStatusProps) {
  const t = useTranslations("history");
  return (
    <div aria-live="polite" className="grid min-h-12 place-items-center gap-3 text-sm">
      {error && !loading && (
        <Alert tone="error" className="grid w-full gap-3" data-testid="history-next-page-error">
          <p>{t("nextPageFailed", { count: loadedCount })}</p>
          <p>
            <FailureText error={error} />
          </p>
          <div>
            <Button variant="secondary" size="sm" onClick={onLoadMore}>
              {t("retry")}
            </Button>
          </div>
        </Alert>
      )}
      {loading && (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          {t("loadingMore")}
        </p>
      )}
      {manual && !loading && !error && (
        <div className="grid justify-items-center gap-2 text-center">
          <p className="text-muted-foreground">{t("searchOnlyLoaded")}</p>
          <Button variant="secondary" size="sm" onClick={onLoadMore}>
            {t("loadMore")}
          </Button>
        </div>
      )}
      {complete && (
        <p
          data-testid="history-end"
          className="flex w-full items-center gap-3 text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border"
        >
          {t("end", { count: loadedCount })}
        </p>
      )}
    </div>
  );
}
