import { db } from "@/lib/db/client";
import { withApi } from "@/lib/http/with-api";
import { LOCALE_COOKIE, readerLocale } from "@/lib/i18n/locale";
import { exportDecisionsCsv } from "@/lib/inbox/export";
import { inboxFilterSchema } from "@/lib/inbox/schemas";
import { clientIp } from "@/lib/request-ip";

export const dynamic = "force-dynamic";

function languageCookie(request: Request): string | undefined {
  return request.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
}

/** GET /api/inbox/export?<the list's filters>: the filtered decisions as CSV (audited by lib/inbox/export). */
export const GET = withApi("inbox.view", async (request: Request, user) => {
  const filter = inboxFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  // The file speaks the language the pages speak to this person.
  const locale = readerLocale(user.locale, languageCookie(request), request.headers.get("accept-language"));
  const result = await exportDecisionsCsv(db(), { user, ip: clientIp(request.headers) }, filter, locale);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(new Uint8Array(result.csv), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="upgrade-decisions-${day}.csv"`,
      "Cache-Control": "no-store, private",
      "X-Export-Rows": String(result.rows),
    },
  });
});
