import { requireApi } from "@/lib/auth/guard";
import type { SessionUser } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import { LOCALE_COOKIE, negotiateLocale } from "@/lib/i18n/locale";
import { exportDecisionsCsv } from "@/lib/inbox/export";
import { inboxFilterSchema } from "@/lib/inbox/schemas";
import { clientIp } from "@/lib/request-ip";

export const dynamic = "force-dynamic";

/** The language the pages speak to this person (i18n/request.ts): their saved one, else the browser's. */
function readerLocale(user: SessionUser, request: Request): Locale {
  const saved = LOCALES.find((code) => code === user.locale);
  if (saved) return saved;
  const cookie = request.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return negotiateLocale(cookie, request.headers.get("accept-language"));
}

/** GET /api/inbox/export?<the list's filters>: the filtered decisions as CSV (audited by lib/inbox/export). */
export async function GET(request: Request) {
  const access = await requireApi("inbox.view");
  if ("response" in access) return access.response;
  const { user } = access;
  const filter = inboxFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const result = await exportDecisionsCsv(db(), filter, readerLocale(user, request), {
    user,
    ip: clientIp(request.headers),
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(new Uint8Array(result.csv), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="upgrade-decisions-${day}.csv"`,
      "Cache-Control": "no-store, private",
      "X-Export-Rows": String(result.rows),
    },
  });
}
