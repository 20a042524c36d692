import { requireApi } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { latestArrival } from "@/lib/inbox/query";

export const dynamic = "force-dynamic";

/** GET /api/inbox/latest: how many decisions there are and when the newest arrived (the list polls it). */
export async function GET() {
  const access = await requireApi("inbox.view");
  if ("response" in access) return access.response;
  return Response.json(await latestArrival(db()), { headers: { "Cache-Control": "no-store" } });
}
