"use client";
import { useTranslations } from "next-intl";
import type { ProviderOverview } from "@/lib/system/overview-types";
import { Moment } from "./moment";

/** When the shared access token expires and when it was last fetched; never the token itself. */
export function TokenDates({ token, now }: { token: ProviderOverview["token"]; now: string }) {
  const t = useTranslations("system.provider");
  if (!token?.expiresAt) return <p className="text-sm text-muted-foreground">{t("noToken")}</p>;
  const expired = new Date(token.expiresAt).getTime() <= new Date(now).getTime();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="token-dates">
      <dt className="text-muted-foreground">{t("tokenExpires")}</dt>
      <dd>
        <Moment at={token.expiresAt} now={now} ahead />
        {expired && <span className="ml-2 text-destructive">{t("tokenExpired")}</span>}
      </dd>
      <dt className="text-muted-foreground">{t("tokenRefreshed")}</dt>
      <dd>{token.refreshedAt ? <Moment at={token.refreshedAt} now={now} /> : t("unknown")}</dd>
    </dl>
  );
}
