import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { CONTENT_TYPE } from "@/lib/exports/writers";
import { withApi } from "@/lib/http/with-api";
import { readerLocale } from "@/lib/i18n/locale";
import { exportRunResults } from "@/lib/reconciliation/results-export";
import { runExportQuerySchema } from "@/lib/reconciliation/schemas";
import { clientIp } from "@/lib/request-ip";

export const dynamic = "force-dynamic";

/**
 * GET /api/reconcile/<id>/export?format=csv|xlsx[&bucket=…][&q=…]: a run's results as a file, the rows its page
 * shows for the same bucket and search, for its owner or a manager (a run the person may not see answers not
 * found). Written in the person's language and zone.
 */
export const GET = withApi(
  "reconcile.check",
  async (request: Request, user, { params }: { params: Promise<{ id: string }> }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const input = runExportQuerySchema.safeParse({ ...query, id: (await params).id });
    if (!input.success) return Response.json({ error: "invalid_input" }, { status: 400 });
    try {
      const file = await exportRunResults(db(), { user, ip: clientIp(request.headers) }, input.data.id, {
        format: input.data.format,
        locale: readerLocale(user.locale, undefined, request.headers.get("accept-language")),
        timeZone: user.timeZone,
        filter: { bucket: input.data.bucket, q: input.data.q },
      });
      return new Response(file.body, {
        headers: {
          "Content-Type": CONTENT_TYPE[input.data.format],
          "Content-Disposition": `attachment; filename="${file.fileName}"`,
          "Content-Length": String(file.size),
          "X-Content-Type-Options": "nosniff",
        },
      });
    } catch (error) {
      if (error instanceof AppError && error.code === "reconcile_run_not_found")
        return Response.json({ error: error.code }, { status: 404 });
      throw error;
    }
  },
);
