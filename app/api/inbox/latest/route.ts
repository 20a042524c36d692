import { db } from "@/lib/db/client";
import { withApi } from "@/lib/http/with-api";
import { latestArrival } from "@/lib/inbox/query";

export const dynamic = "force-dynamic";

/** GET /api/inbox/latest: how many decisions there are and when the newest arrived (the list polls it). */
export const GET = withApi("inbox.view", async () => Response.json(await latestArrival(db())));
