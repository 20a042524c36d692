import { keyring } from "@/lib/crypto/keys";
import { databaseUrl, db } from "@/lib/db/client";
import { withApi } from "@/lib/http/with-api";
import { checkReadiness } from "@/lib/system/readiness";

export const dynamic = "force-dynamic";

/**
 * Readiness, for load balancers and orchestrators: 200 when the database answers, every migration of this
 * version is applied and the key ring opens the stored secrets; 503 otherwise. Each check says only ok or
 * failed (the reason is logged).
 */
export const GET = withApi({ public: "for load balancers: each check says only ok or failed" }, async () => {
  const readiness = await checkReadiness(db(), databaseUrl(), keyring);
  return Response.json(
    { status: readiness.ready ? "ok" : "error", checks: readiness.checks },
    { status: readiness.ready ? 200 : 503 },
  );
});
