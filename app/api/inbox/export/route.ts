import { audit } from "@/lib/audit/audit";
import { requireApi } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { offsetMinutes } from "@/lib/i18n/time-zone";
import { exportDecisionsCsv } from "@/lib/inbox/export";
import { inboxFilterSchema } from "@/lib/inbox/schemas";
import { clientIp } from "@/lib/request-ip";

export const dynamic = "force-dynamic";

/** GET /api/inbox/export?<the list's filters>: the filtered decisions as CSV; every export is audited. */
export async function GET(request: Request) {
  const access = await requireApi("inbox.view");
  if ("response" in access) return access.response;
  const { user } = access;
  const filter = inboxFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const result = await exportDecisionsCsv(db(), filter, user, offsetMinutes(user.timeZone));
  await audit(db(), {
    actor: user,
    action: "inbox.export",
    target: { type: "inbox", id: "decisions" },
    outcome: "success",
    detail: {
      rows: result.rows,
      truncated: result.truncated,
      status: filter.status ?? null,
      review: filter.review ?? null,
      assignee: filter.assignee ?? null,
      from: filter.from ?? null,
      to: filter.to ?? null,
      search: Boolean(filter.q),
      conflict: Boolean(filter.conflict),
    },
    ip: clientIp(request.headers),
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(result.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="upgrade-decisions-${day}.csv"`,
      "Cache-Control": "no-store, private",
      "X-Export-Rows": String(result.rows),
    },
  });
}
