import { requireApi } from "@/lib/auth/guard";
import { databaseUrl, db } from "@/lib/db/client";
import { getSystemOverview } from "@/lib/system/overview";

export const dynamic = "force-dynamic";

/** The System page's figures (`SystemOverview`), polled by the page every 30 seconds. */
export async function GET(): Promise<Response> {
  const access = await requireApi("system.view");
  if ("response" in access) return access.response;
  const overview = await getSystemOverview(db(), databaseUrl());
  return Response.json(overview, { headers: { "Cache-Control": "no-store" } });
}
