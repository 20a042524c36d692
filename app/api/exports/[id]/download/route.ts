import { audit } from "@/lib/audit/audit";
import { requireApi } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { readStoredFile } from "@/lib/exports/file-store";
import { getVisibleJob } from "@/lib/exports/jobs";
import { exportViewer } from "@/lib/exports/viewer";
import { CONTENT_TYPE } from "@/lib/exports/writers";
import type { ExportFormat } from "@/lib/exports/writers/types";
import { clientIp } from "@/lib/request-ip";

export const dynamic = "force-dynamic";

/** The finished file, for its owner and whoever sees all exports; every download is audited. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const access = await requireApi("exports.use");
  if ("response" in access) return access.response;
  const { user } = access;
  const { id } = await params;
  const ip = clientIp(request.headers);
  try {
    const job = await getVisibleJob(db(), id, exportViewer(user));
    if (job.state !== "done" || job.fileDeletedAt || !job.fileName) {
      return Response.json(
        { error: job.fileDeletedAt ? "export_expired" : "export_not_ready" },
        { status: 409 },
      );
    }
    await audit(db(), {
      actor: user,
      action: "export.download",
      target: { type: "export", id },
      outcome: "success",
      ip,
    });
    return new Response(readStoredFile(db(), id), {
      headers: {
        "Content-Type": CONTENT_TYPE[job.format as ExportFormat],
        "Content-Disposition": `attachment; filename="${job.fileName}"`,
        "Content-Length": String(job.fileSize ?? ""),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await audit(db(), {
      actor: user,
      action: "export.download",
      target: { type: "export", id },
      outcome: "denied",
      ip,
    });
    return Response.json({ error: error.code }, { status: 404 });
  }
}
