import { db } from "@/lib/db/client";
import { listJobRows } from "@/lib/exports/job-rows";
import { exportViewer } from "@/lib/exports/viewer";
import { withApi } from "@/lib/http/with-api";

export const dynamic = "force-dynamic";

/** The viewer's exports with their progress, polled by the Exports page while a job runs. */
export const GET = withApi("exports.use", async (_request, user) =>
  Response.json({ jobs: await listJobRows(db(), exportViewer(user)) }),
);
