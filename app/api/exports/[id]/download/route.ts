import { db } from "@/lib/db/client";
import { downloadExport } from "@/lib/exports/download";
import { exportIdSchema } from "@/lib/exports/schemas";
import { CONTENT_TYPE } from "@/lib/exports/writers";
import { withApi } from "@/lib/http/with-api";
import { clientIp } from "@/lib/request-ip";

export const dynamic = "force-dynamic";

/** The finished file, for its owner and whoever sees all exports (audited by lib/exports/download). */
export const GET = withApi(
  "exports.use",
  async (request: Request, user, { params }: { params: Promise<{ id: string }> }) => {
    const input = exportIdSchema.safeParse(await params);
    if (!input.success) return Response.json({ error: "export_not_found" }, { status: 404 });
    const download = await downloadExport(db(), { user, ip: clientIp(request.headers) }, input.data.id);
    if (!download.ok) {
      return Response.json(
        { error: download.error },
        { status: download.error === "export_not_found" ? 404 : 409 },
      );
    }
    return new Response(download.file, {
      headers: {
        "Content-Type": CONTENT_TYPE[download.format],
        "Content-Disposition": `attachment; filename="${download.fileName}"`,
        "Content-Length": String(download.fileSize ?? ""),
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
