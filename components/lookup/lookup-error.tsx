"use client";
import { AlertTriangle } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { ActionFailure } from "@/lib/action-failure";

const ADMIN_PROBLEMS = new Set(["provider_unauthorized", "provider_not_configured"]);
const RETRYABLE = new Set([
  "provider_unavailable",
  "provider_rate_limited",
  "provider_bad_response",
  "provider_status_error",
  "unexpected",
]);
const KNOWN = new Set([...ADMIN_PROBLEMS, ...RETRYABLE, "unauthenticated", "forbidden"]);

const secondsLeft = (until: number | null) =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Whole seconds left until `until`, counting down on screen. */
function useSecondsUntil(until: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(until));
  useEffect(() => {
    setSeconds(secondsLeft(until));
    if (until === null) return;
    const timer = setInterval(() => {
      const next = secondsLeft(until);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

/**
 * What went wrong, in words an agent can act on: retry (with the wait the provider asked for), ask an
 * administrator (who sees which setting), or sign in again. Never a stack trace or an upstream body.
 */
export function LookupError({
  error,
  failedAt,
  retrying,
  canManageProvider,
  onRetry,
}: {
  error: unknown;
  failedAt: number;
  retrying: boolean;
  canManageProvider: boolean;
  onRetry: () => void;
}) {
  const t = useTranslations("lookup.errors");
  const failure = ActionFailure.from(error);
  const code = KNOWN.has(failure.code) ? failure.code : "unexpected";
  const { retryAfterMs, providerStatus, statusMessage, adminDetail } = failure.detail;
  const wait = useSecondsUntil(
    code === "provider_rate_limited" && retryAfterMs !== undefined ? failedAt + retryAfterMs : null,
  );
  const signInHref = () =>
    `/sign-in?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`;

  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm"
      data-testid="lookup-error"
    >
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden />
      <div className="grid min-w-0 gap-2">
        <p className="font-semibold text-destructive">
          {code === "provider_rate_limited" && retryAfterMs !== undefined
            ? t("provider_rate_limited_wait", { seconds: Math.ceil(retryAfterMs / 1000) })
            : t(code)}
        </p>
        {providerStatus !== undefined && (
          <p data-testid="lookup-provider-status">
            {t("providerStatus", { status: String(providerStatus) })}
          </p>
        )}
        {statusMessage && <p>{t("providerSaid", { message: statusMessage })}</p>}
        {providerStatus !== undefined && <p className="text-muted-foreground">{t("markNotFound")}</p>}
        {ADMIN_PROBLEMS.has(code) && <p>{t("contactAdmin")}</p>}
        {adminDetail && (
          <p className="text-muted-foreground" data-testid="lookup-admin-detail">
            {t("adminDetail", { detail: adminDetail })}
          </p>
        )}
        {RETRYABLE.has(code) && <p className="text-muted-foreground">{t("keptInput")}</p>}
        <div className="flex flex-wrap gap-2">
          {RETRYABLE.has(code) && (
            <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying || wait > 0}>
              {wait > 0 ? t("retryIn", { seconds: wait }) : t("retry")}
            </Button>
          )}
          {ADMIN_PROBLEMS.has(code) && canManageProvider && (
            <Link href="/settings/provider" className={buttonVariants({ variant: "secondary", size: "sm" })}>
              {t("openSettings")}
            </Link>
          )}
          {code === "unauthenticated" && (
            <a
              href="/sign-in"
              onClick={(event) => {
                event.preventDefault();
                window.location.assign(signInHref());
              }}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              {t("signInAgain")}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
