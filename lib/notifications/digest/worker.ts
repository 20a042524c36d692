import { jobNow } from "@/lib/background/job-clock";
import { startPeriodic } from "@/lib/background/periodic";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { sendDueDigests } from "./compliance-digest";

/** Looks for due compliance digests every COMPLIANCE_DIGEST_SECONDS on this instance (each sent once overall). */
export function startComplianceDigest(): void {
  startPeriodic(
    "compliance-digest",
    async () => {
      const queued = await sendDueDigests(db(), jobNow());
      if (queued > 0) log.info("compliance_digests_queued", { queued });
    },
    {
      everyMs: env().COMPLIANCE_DIGEST_SECONDS * 1_000,
      onError: (error) => log.error("compliance_digest_error", { error }),
    },
  );
}
