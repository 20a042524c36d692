import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { askProvider } from "@/lib/lookup/ask-provider";
import { createProviderClient } from "@/lib/provider/client";
import { ProviderRateLimited } from "@/lib/provider/errors";
import { ProviderPacer } from "@/lib/provider/pacer";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { testSandbox } from "@/sandbox/test-sandbox";
import { readState, setKnobs } from "@/sandbox/testing";
import { makeUser, resetDb } from "@/test/db";
import { testClientConfig } from "@/test/sandbox-client";
import { startPasteRun } from "../start-run";
import { createReconcileWorker } from "../worker";
import type { AskProvider } from "./ask";
import { RATE_LIMITED_ASKS } from "./run-batch";

const sandbox = testSandbox();
// A partner transaction id the sandbox knows (sandbox/README.md), and how long its 429 asks to wait: longer
// than the client's retryAfterCapMs (5 s), past which a person's lookup is told to come back later.
const KNOWN = "ord-0000-00000000";
const RETRY_AFTER_SECONDS = 6;

async function pasted(text: string) {
  const owner = await makeUser(["agent"]);
  const by = { user: { id: owner.id, email: owner.email, roles: ["agent" as const] }, ip: null };
  return (await startPasteRun(db(), by, { text })).id;
}

/** Works the run to its end with one worker. */
async function finish(id: string, ask: AskProvider) {
  const worker = createReconcileWorker(db(), ask, { worker: "w1" });
  try {
    for (let round = 0; round < 100; round += 1) {
      await worker.pump();
      await worker.idle();
      if ((await db().reconcileRun.findUniqueOrThrow({ where: { id } })).state === "done") return;
    }
    throw new Error("the run did not end");
  } finally {
    worker.stop();
  }
}

describe("a reconciliation run against a provider that answers 429", () => {
  beforeEach(() => resetDb());

  it("waits out a Retry-After longer than the client's cap and asks again, instead of a provider error", async () => {
    const pauses: number[] = [];
    const pacer = new ProviderPacer(
      { requestsPerSecond: 50, maxConcurrent: 4 },
      {
        now: Date.now,
        sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
        observer: { waiting: () => {}, rateLimited: (pauseMs) => pauses.push(pauseMs) },
      },
    );
    const client = createProviderClient(testClientConfig(sandbox()), {
      tokenStore: new MemoryTokenStore(),
      pacer,
    });
    // The job's own way to the provider (job/provider-ask.ts), over this client and pacer.
    const ask: AskProvider = (identifier, kind, codes) =>
      pacer.run("background", () => askProvider(client, { q: identifier, kind }, codes));
    await setKnobs(sandbox(), {
      fault: "429",
      faultCount: 1,
      faultOperations: ["status"],
      retryAfter: String(RETRY_AFTER_SECONDS),
    });
    const id = await pasted(KNOWN);
    await finish(id, ask);

    const row = await db().reconcileRow.findFirstOrThrow({ where: { runId: id } });
    expect(row).toMatchObject({ bucket: "found", providerError: null, matchedKind: "partnerId" });
    // The provider said to wait: every exchange of the process paused as long, and the row was asked again
    // once the pause was over, once (the refused request and the one that was answered).
    expect(pauses).toEqual([RETRY_AFTER_SECONDS * 1_000]);
    const state = await readState(sandbox());
    expect(state.faultsInjected).toBe(1);
    expect(state.requestCounts.status).toBe(2);
  }, 30_000);

  it("keeps its claim on the rows through a long pause, so no other instance asks them meanwhile", async () => {
    const id = await pasted("ord-0000-12345678");
    let asked = 0;
    let heldUntil = null as Date | null;
    const ask: AskProvider = async (identifier) => {
      asked += 1;
      if (asked === 1) throw new ProviderRateLimited("transaction-status", 120_000);
      heldUntil = (await db().reconcileRow.findFirstOrThrow({ where: { runId: id } })).leaseUntil;
      return { outcome: "not_found", query: identifier, tried: ["partnerId", "requestId"] };
    };
    const before = Date.now();
    await finish(id, ask);
    expect(asked).toBe(2);
    expect(heldUntil?.getTime()).toBeGreaterThan(before + 120_000);
    expect(await db().reconcileRow.findFirstOrThrow({ where: { runId: id } })).toMatchObject({
      bucket: "not_found",
    });
  });

  it("leaves a row the provider keeps refusing in provider error, asked a bounded number of times", async () => {
    const id = await pasted("ord-0000-12345678");
    let asked = 0;
    const ask: AskProvider = async () => {
      asked += 1;
      throw new ProviderRateLimited("transaction-status", null);
    };
    await finish(id, ask);
    expect(asked).toBe(RATE_LIMITED_ASKS);
    expect(await db().reconcileRow.findFirstOrThrow({ where: { runId: id } })).toMatchObject({
      bucket: "provider_error",
      providerError: "The provider is rate limiting transaction-status; try again later.",
    });
  });
});
