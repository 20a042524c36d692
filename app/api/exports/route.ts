import { requireApi } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { listJobRows } from "@/lib/exports/job-rows";
import { exportViewer } from "@/lib/exports/viewer";

export const dynamic = "force-dynamic";

/** The viewer's exports with their progress, polled by the Exports page while a job runs. */
export async function GET() {
  const access = await requireApi("exports.use");
  if ("response" in access) return access.response;
  const jobs = await listJobRows(db(), exportViewer(access.user));
  return Response.json({ jobs }, { headers: { "Cache-Control": "no-store" } });
}
