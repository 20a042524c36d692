// One app instance's reconciliation worker in a process of its own, for lib/reconciliation/worker-kill.int.test.ts
// (which kills it): DATABASE_URL is the test database; RECONCILE_PROVIDER_URL a provider that answers every
// identifier as found (the test's, counting what it is asked); RECONCILE_WORKER names the instance;
// RECONCILE_LEASE_MS how soon another instance takes over its rows once it is gone.
import { createDb } from "@/lib/db/client";
import type { LookupAnswer } from "@/lib/lookup/ask-provider";
import type { AskProvider } from "@/lib/reconciliation/job/ask";
import { createReconcileWorker } from "@/lib/reconciliation/worker";

const providerUrl = process.env.RECONCILE_PROVIDER_URL ?? "";
const ask: AskProvider = async (identifier) => {
  const answer = await fetch(`${providerUrl}/ask?id=${encodeURIComponent(identifier)}`);
  if (!answer.ok) throw new Error(`provider answered ${answer.status}`);
  const record = (await answer.json()) as { requestId: string; paidAmount: string };
  return {
    outcome: "found",
    query: identifier,
    matchedKind: "partnerId",
    tried: ["partnerId"],
    record: {
      requestId: record.requestId,
      transactionId: identifier,
      trxStatus: "settled",
      paidAmount: record.paidAmount,
      settlementTs: null,
    },
  } as unknown as LookupAnswer;
};

const worker = createReconcileWorker(createDb(process.env.DATABASE_URL ?? ""), ask, {
  worker: process.env.RECONCILE_WORKER ?? "child",
  leaseMs: Number(process.env.RECONCILE_LEASE_MS ?? 60_000),
});
setInterval(() => void worker.pump(), 50);
process.stdout.write("ready\n");
