import { databaseUrl, db } from "@/lib/db/client";
import { withApi } from "@/lib/http/with-api";
import { getSystemOverview } from "@/lib/system/overview";

export const dynamic = "force-dynamic";

/** The System page's figures (`SystemOverview`), polled by the page every 30 seconds. */
export const GET = withApi("system.view", async () =>
  Response.json(await getSystemOverview(db(), databaseUrl())),
);
