"use client";
import { useTranslations } from "next-intl";
import type { ProviderOverview } from "@/lib/system/overview-types";
import { Moment } from "./moment";
import { Facts, Nothing } from "./section";

/** When the shared access token expires and when it was last fetched; never the token itself. */
export function TokenDates({ token, now }: { token: ProviderOverview["token"]; now: string }) {
  const t = useTranslations("system.provider");
  if (!token?.expiresAt) return <Nothing>{t("noToken")}</Nothing>;
  const expired = new Date(token.expiresAt).getTime() <= new Date(now).getTime();
  return (
    <Facts testId="token-dates">
      <dt className="text-muted-foreground">{t("tokenExpires")}</dt>
      <dd>
        <Moment at={token.expiresAt} now={now} ahead />
        {expired && <span className="ml-2 text-destructive">{t("tokenExpired")}</span>}
      </dd>
      <dt className="text-muted-foreground">{t("tokenRefreshed")}</dt>
      <dd>{token.refreshedAt ? <Moment at={token.refreshedAt} now={now} /> : t("unknown")}</dd>
    </Facts>
  );
}
