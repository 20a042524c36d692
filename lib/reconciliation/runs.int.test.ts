import { beforeEach, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { keyring } from "@/lib/crypto/keys";
import { createDb, type Db, db } from "@/lib/db/client";
import { dialectOfUrl } from "@/lib/db/dialect";
import type { LookupAnswer } from "@/lib/lookup/ask-provider";
import { ProviderStatusError, ProviderUnavailable } from "@/lib/provider/errors";
import { upsertProviderCode } from "@/lib/provider-codes/dictionary";
import { meansNotFound } from "@/lib/provider-codes/not-found";
import { purgeExpiredRuns } from "@/lib/retention/reconcile-runs";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { makeUser, resetDb } from "@/test/db";
import { SANDBOX_NOT_FOUND_STATUS } from "@/test/provider-codes";
import { createRun, type IncomingRow } from "./create-run";
import type { AskProvider } from "./job/ask";
import { claimBatch, LEASE_MS } from "./job/rows";
import { cancelRun, deleteRun, retryProviderErrors } from "./manage-run";
import { openRunFile } from "./run-file";
import { getRun, listRunRows, listRuns, RUNS_PAGE_SIZE, runSummary } from "./runs";
import { startLedgerRun, startPasteRun } from "./start-run";
import { runViewer } from "./viewer";
import { createReconcileWorker } from "./worker";

const _cells = (...values: string[]) => values.join(";");

const dialect = dialectOfUrl(TEST_DATABASE_URL);

async function person(roles: Role[]) {
  const user = await makeUser(roles);
  return { user: { id: user.id, email: user.email, roles }, ip: null };
}

/** A provider that knows `PAID-<cents>` (status SUCCESS), fails `DOWN-…`, and knows nothing else. */
function fakeProvider(delayMs = 0) {
  const asked = new Map<string, number>();
  const ask: AskProvider = async (identifier) => {
    asked.set(identifier, (asked.get(identifier) ?? 0) + 1);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (identifier.startsWith("DOWN-")) throw new ProviderUnavailable("transaction-status", "timeout");
    if (!identifier.startsWith("PAID-"))
      throw new ProviderStatusError("transaction-status", 404, "transaction not found", 404);
    const cents = identifier.slice(5);
    return {
      outcome: "found",
      query: identifier,
      matchedKind: "partnerId",
      tried: ["partnerId"],
      record: {
        requestId: "0b6f3c9e-5a4d-4f3e-9a51-2c7d8e9f0a1b",
        transactionId: `trx-${cents}`,
        trxStatus: "SUCCESS",
        paidAmount: `IDR ${BigInt(cents) / 100n}.${(BigInt(cents) % 100n).toString().padStart(2, "0")}`,
        settlementTs: null,
      },
    } as unknown as LookupAnswer;
  };
  // The lookup's own rule turns an answer the dictionary marks "not found" into one, as askProvider does.
  const asking: AskProvider = async (identifier, kind, codes) => {
    try {
      return await ask(identifier, kind, codes);
    } catch (error) {
      if (meansNotFound(error, codes))
        return { outcome: "not_found", query: identifier, tried: ["partnerId", "requestId"] };
      throw error;
    }
  };
  return { ask: asking, asked };
}

/** Works every run to its end with the given workers, then stops them (a later test's runs are not theirs). */
async function drain(...workers: ReturnType<typeof createReconcileWorker>[]) {
  try {
    for (let round = 0; round < 1_000; round += 1) {
      await Promise.all(workers.map((worker) => worker.pump()));
      await Promise.all(workers.map((worker) => worker.idle()));
      const active = await db().reconcileRun.count({ where: { state: { in: ["queued", "running"] } } });
      if (active === 0) return;
    }
    throw new Error("runs did not end");
  } finally {
    for (const worker of workers) worker.stop();
  }
}

const bucketsOf = async (runId: string) =>
  Object.fromEntries(
    (await db().reconcileRow.findMany({ where: { runId }, orderBy: { rowNumber: "asc" } })).map((row) => [
      row.rowNumber,
      row.bucket,
    ]),
  );

describe("reconciliation runs", () => {
  beforeEach(async () => {
    await resetDb();
    // What an admin records: the contract does not say how the provider says "no such transaction".
    await upsertProviderCode(db(), SANDBOX_NOT_FOUND_STATUS, "admin@example.test");
  });

  it("without the admin's mark, puts an unexplained status in provider_error as received; marked, a re-run finds it not found", async () => {
    await db().providerCode.deleteMany({});
    const agent = await person(["agent"]);
    const { id } = await startPasteRun(db(), agent, { text: "PAID-100 NOPE-1" });
    await drain(createReconcileWorker(db(), fakeProvider().ask));
    expect(await bucketsOf(id)).toEqual({ 1: "found", 2: "provider_error" });
    const rows = await listRunRows(db(), runViewer(agent.user), { id, bucket: null, q: null, page: 1 });
    expect(rows.rows[1]?.providerError).toBe(
      'The provider answered transaction-status with status 404 "transaction not found" instead of 100. ' +
        "The request was understood but not fulfilled; see the status message.",
    );
    await upsertProviderCode(db(), SANDBOX_NOT_FOUND_STATUS, "admin@example.test");
    await expect(retryProviderErrors(db(), agent, id)).resolves.toEqual({ rows: 1 });
    const again = fakeProvider();
    await drain(createReconcileWorker(db(), again.ask));
    expect(Object.fromEntries(again.asked)).toEqual({ "NOPE-1": 1 });
    expect(await bucketsOf(id)).toEqual({ 1: "found", 2: "not_found" });
  });

  it("asks each pasted identifier once and puts it in its bucket; the run ends done, audited with its counts", async () => {
    const agent = await person(["agent"]);
    const { id } = await startPasteRun(db(), agent, { text: "PAID-150000, NOPE-1\nDOWN-1 PAID-150000" });
    const run = await getRun(db(), runViewer(agent.user), id);
    // The repeat is in its bucket from the start: nothing to ask, but counted in the progress.
    expect(run).toMatchObject({ state: "queued", rowCount: 4, rowsDone: 1, source: "paste" });
    const provider = fakeProvider();
    await drain(createReconcileWorker(db(), provider.ask, { worker: "w1" }));
    expect(Object.fromEntries(provider.asked)).toEqual({ "PAID-150000": 1, "NOPE-1": 1, "DOWN-1": 1 });
    expect(await bucketsOf(id)).toEqual({ 1: "found", 2: "not_found", 3: "provider_error", 4: "duplicate" });
    const ended = await getRun(db(), runViewer(agent.user), id);
    expect(ended).toMatchObject({ state: "done", rowsDone: 4 });
    const rows = await listRunRows(db(), runViewer(agent.user), { id, bucket: null, q: null, page: 1 });
    expect(rows.rows[0]).toMatchObject({ providerAmountMinor: "150000", providerStatus: "SUCCESS" });
    expect(rows.rows[2]?.providerError).toBe(
      "The provider did not answer in time on transaction-status. Retry later.",
    );
    expect(rows.rows[3]).toMatchObject({ duplicateOf: 1 });
    const audits = await db().auditEvent.findMany({ where: { targetId: id }, orderBy: { at: "asc" } });
    expect(audits.map((entry) => [entry.action, entry.actorId, JSON.parse(entry.detail ?? "{}")])).toEqual([
      ["reconcile.start", agent.user.id, { source: "paste", rows: 4 }],
      ["reconcile.finish", null, { state: "done", found: 1, not_found: 1, provider_error: 1, duplicate: 1 }],
    ]);
  });

  it("stores a ledger sealed, compares each row, and sums every bucket's amounts exactly", async () => {
    const manager = await person(["manager"]);
    const file = new TextEncoder().encode(
      [
        "id;amount;status;ref",
        "PAID-150000;1500.00;SUCCESS;REF-PAID-150000", // matched
        "PAID-150001;1500.02;SUCCESS;REF-PAID-150001", // amount differs
        "PAID-99;0.99;FAILED;REF-PAID-99", // status differs
        "NOPE-1;5.00;SUCCESS;REF-NOPE-1", // not found
        ";0.12;SUCCESS;REF-NONE", // invalid
        "PAID-900719925474099300;9007199254740993.00;SUCCESS;REF-BIG", // past 2^53
      ].join("\n"),
    );
    const mapping = {
      identifier: "id",
      identifierKind: null,
      amount: "amount",
      amountFormat: "plain" as const,
      status: "status",
      date: null,
      reference: "ref",
    };
    const { id } = await startLedgerRun(db(), manager, { file, fileName: "ledger.csv", mapping });
    const stored = await db().reconcileRun.findUniqueOrThrow({ where: { id } });
    expect(stored.fileSealed).not.toContain("PAID");
    expect(Buffer.from(openRunFile(stored.fileSealed ?? "", keyring())).toString()).toBe(
      Buffer.from(file).toString(),
    );
    await drain(createReconcileWorker(db(), fakeProvider().ask));
    expect(await bucketsOf(id)).toEqual({
      2: "matched",
      3: "amount_differs",
      4: "status_differs",
      5: "not_found",
      6: "invalid",
      7: "matched",
    });
    const summary = await runSummary(db(), runViewer(manager.user), id);
    const total = (bucket: string) => summary.buckets.find((entry) => entry.bucket === bucket);
    expect(total("matched")).toEqual({
      bucket: "matched",
      count: 2,
      expectedMinor: "900719925474249300",
      providerMinor: "900719925474249300",
    });
    expect(total("amount_differs")).toMatchObject({
      count: 1,
      expectedMinor: "150002",
      providerMinor: "150001",
    });
    expect(total("invalid")).toMatchObject({ count: 1, expectedMinor: "0" });
    expect(summary.pending).toBe(0);
    // The audit names the file and its size, never its content.
    const start = await db().auditEvent.findFirstOrThrow({ where: { action: "reconcile.start" } });
    expect(JSON.parse(start.detail ?? "{}")).toEqual({
      source: "ledger",
      fileName: "ledger.csv",
      fileSize: file.byteLength,
      rows: 6,
      settled: 1,
    });
    const search = await listRunRows(db(), runViewer(manager.user), {
      id,
      bucket: null,
      q: "REF-NOPE-1",
      page: 1,
    });
    expect(search.rows.map((row) => row.rowNumber)).toEqual([5]);
    const differing = await listRunRows(db(), runViewer(manager.user), {
      id,
      bucket: "status_differs",
      q: null,
      page: 1,
    });
    expect(differing).toMatchObject({ total: 1, rows: [{ rowNumber: 4, providerStatus: "SUCCESS" }] });
  });

  it("asks again only the rows in provider error, and counts them in the progress again", async () => {
    const agent = await person(["agent"]);
    const { id } = await startPasteRun(db(), agent, { text: "PAID-100 DOWN-1 NOPE-2 DOWN-2" });
    const first = fakeProvider();
    await drain(createReconcileWorker(db(), first.ask));
    await expect(retryProviderErrors(db(), agent, id)).resolves.toEqual({ rows: 2 });
    expect(await getRun(db(), runViewer(agent.user), id)).toMatchObject({ state: "queued", rowsDone: 2 });
    const second = fakeProvider();
    await drain(createReconcileWorker(db(), second.ask));
    expect(Object.fromEntries(second.asked)).toEqual({ "DOWN-1": 1, "DOWN-2": 1 });
    expect(await getRun(db(), runViewer(agent.user), id)).toMatchObject({ state: "done", rowsDone: 4 });
  });

  it("stops a cancelled run between batches: the rows not yet asked are never asked", async () => {
    const agent = await person(["agent"]);
    const text = Array.from({ length: 30 }, (_, i) => `NOPE-${i}`).join(" ");
    const { id } = await startPasteRun(db(), agent, { text });
    const provider = fakeProvider();
    const worker = createReconcileWorker(db(), provider.ask, { batchSize: 10, batchesAtOnce: 1 });
    const batch = await claimBatch(db(), id, "other", 10);
    expect(batch?.rows).toHaveLength(10);
    await cancelRun(db(), agent, id);
    await drain(worker);
    expect(provider.asked.size).toBe(0);
    expect(await getRun(db(), runViewer(agent.user), id)).toMatchObject({ state: "cancelled" });
    await expect(cancelRun(db(), agent, id)).rejects.toMatchObject({ code: "reconcile_run_ended" });
  });

  it("asks again the rows of an instance that stopped holding them, once its lease ran out", async () => {
    const agent = await person(["agent"]);
    const { id } = await startPasteRun(db(), agent, { text: "NOPE-1 NOPE-2 NOPE-3" });
    const dead = await claimBatch(db(), id, "dead-instance", 2);
    expect(dead?.rows.map((row) => row.identifier)).toEqual(["NOPE-1", "NOPE-2"]);
    const provider = fakeProvider();
    const worker = createReconcileWorker(db(), provider.ask);
    await worker.pump();
    await worker.idle();
    // Still held by the instance that claimed them.
    expect([...provider.asked.keys()]).toEqual(["NOPE-3"]);
    expect(await getRun(db(), runViewer(agent.user), id)).toMatchObject({ state: "running", rowsDone: 1 });
    await db().reconcileRow.updateMany({
      where: { leaseOwner: dead?.lease },
      data: { leaseUntil: new Date(Date.now() - 1) },
    });
    await drain(worker);
    expect(Object.fromEntries(provider.asked)).toEqual({ "NOPE-1": 1, "NOPE-2": 1, "NOPE-3": 1 });
    expect(await getRun(db(), runViewer(agent.user), id)).toMatchObject({ state: "done", rowsDone: 3 });
    expect(LEASE_MS).toBeGreaterThan(0);
  });

  it("shares one run between two instances without asking any row twice", async () => {
    const agent = await person(["agent"]);
    const text = Array.from({ length: 400 }, (_, i) => `NOPE-${i}`).join("\n");
    const { id } = await startPasteRun(db(), agent, { text });
    // On PostgreSQL each instance has its own connection pool, as two servers would.
    const other: Db = dialect === "postgres" ? createDb(TEST_DATABASE_URL) : db();
    const provider = fakeProvider(2);
    try {
      await drain(
        createReconcileWorker(db(), provider.ask, { worker: "one", batchSize: 7, batchesAtOnce: 3 }),
        createReconcileWorker(other, provider.ask, { worker: "two", batchSize: 7, batchesAtOnce: 3 }),
      );
    } finally {
      if (other !== db()) await other.$disconnect();
    }
    expect(provider.asked.size).toBe(400);
    expect([...provider.asked.values()].every((times) => times === 1)).toBe(true);
    expect(await getRun(db(), runViewer(agent.user), id)).toMatchObject({ state: "done", rowsDone: 400 });
    const attempts = await db().reconcileRow.aggregate({ where: { runId: id }, _max: { attempts: true } });
    expect(attempts._max.attempts).toBe(1);
  });

  it("takes turns between runs, so a paste started after a long run is not held until its end", async () => {
    const agent = await person(["agent"]);
    const long = await startPasteRun(db(), agent, {
      text: Array.from({ length: 200 }, (_, i) => `NOPE-L${i}`).join(" "),
    });
    const short = await startPasteRun(db(), agent, { text: "NOPE-S1 NOPE-S2" });
    const provider = fakeProvider();
    const worker = createReconcileWorker(db(), provider.ask, { batchSize: 10, batchesAtOnce: 1 });
    await drain(worker);
    const order = [...provider.asked.keys()];
    expect(order.indexOf("NOPE-S2")).toBeLessThan(20);
    expect(await getRun(db(), runViewer(agent.user), long.id)).toMatchObject({ state: "done" });
    expect(await getRun(db(), runViewer(agent.user), short.id)).toMatchObject({ state: "done" });
  });

  it("shows, cancels, asks again and deletes a run only for its owner or a manager", async () => {
    const owner = await person(["agent"]);
    const stranger = await person(["agent"]);
    const manager = await person(["manager"]);
    const { id } = await startPasteRun(db(), owner, { text: "NOPE-1" });
    await expect(getRun(db(), runViewer(stranger.user), id)).rejects.toMatchObject({
      code: "reconcile_run_not_found",
    });
    for (const act of [cancelRun, deleteRun, retryProviderErrors])
      await expect(act(db(), stranger, id)).rejects.toMatchObject({ code: "reconcile_run_not_found" });
    await expect(
      listRunRows(db(), runViewer(stranger.user), { id, bucket: null, q: null, page: 1 }),
    ).rejects.toMatchObject({ code: "reconcile_run_not_found" });
    await expect(runSummary(db(), runViewer(stranger.user), id)).rejects.toMatchObject({
      code: "reconcile_run_not_found",
    });
    expect((await listRuns(db(), runViewer(stranger.user))).runs).toEqual([]);
    expect((await listRuns(db(), runViewer(manager.user))).runs.map((run) => run.id)).toEqual([id]);
    await expect(getRun(db(), runViewer(manager.user), id)).resolves.toMatchObject({ id });
    await cancelRun(db(), manager, id);
    await deleteRun(db(), manager, id);
    expect(await db().reconcileRun.count()).toBe(0);
    expect(await db().reconcileRow.count()).toBe(0);
    const deleted = await db().auditEvent.findFirstOrThrow({ where: { action: "reconcile.delete" } });
    expect(deleted).toMatchObject({ actorId: manager.user.id, targetId: id });
  });

  it("lists runs a page at a time, newest first: the owner's own, everyone's to a manager", async () => {
    const owner = await person(["agent"]);
    const other = await person(["agent"]);
    const manager = await person(["manager"]);
    const start = Date.UTC(2026, 0, 1);
    const runOf = (ownerId: string, minute: number) =>
      db().$transaction((tx) =>
        createRun(
          tx,
          { ownerId, source: "paste" },
          [
            {
              rowNumber: 1,
              identifier: `R-${minute}`,
              identifierKind: "auto",
              expectedAmountMinor: null,
              expectedStatus: null,
              expectedDate: null,
              partnerReference: null,
            },
          ],
          new Date(start + minute * 60_000),
        ),
      );
    const owners: string[] = [];
    for (let minute = 0; minute < RUNS_PAGE_SIZE + 3; minute += 1)
      owners.push((await runOf(owner.user.id, minute)).id);
    const others = [(await runOf(other.user.id, 100)).id, (await runOf(other.user.id, 101)).id];
    const newestFirst = [...owners].reverse();

    const first = await listRuns(db(), runViewer(owner.user), 1);
    expect(first).toMatchObject({ total: RUNS_PAGE_SIZE + 3, page: 1, pageSize: RUNS_PAGE_SIZE });
    expect(first.runs.map((run) => run.id)).toEqual(newestFirst.slice(0, RUNS_PAGE_SIZE));
    const second = await listRuns(db(), runViewer(owner.user), 2);
    expect(second.runs.map((run) => run.id)).toEqual(newestFirst.slice(RUNS_PAGE_SIZE));

    const everyone = await listRuns(db(), runViewer(manager.user), 1);
    expect(everyone.total).toBe(RUNS_PAGE_SIZE + 5);
    expect(everyone.runs.slice(0, 2).map((run) => run.id)).toEqual([...others].reverse());
    expect((await listRuns(db(), runViewer(manager.user), 2)).runs).toHaveLength(5);
    expect(await listRuns(db(), runViewer(other.user), 1)).toMatchObject({ total: 2 });
  });

  it("refuses a ledger to a person who may only paste", async () => {
    const agent = await person(["agent"]);
    const mapping = {
      identifier: "id",
      identifierKind: null,
      amount: null,
      amountFormat: "plain" as const,
      status: null,
      date: null,
      reference: null,
    };
    const file = new TextEncoder().encode("id\nPAID-1\n");
    await expect(startLedgerRun(db(), agent, { file, fileName: "l.csv", mapping })).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(await db().reconcileRun.count()).toBe(0);
  });

  it("deletes runs past their retention with their file and rows, and nothing younger", async () => {
    const agent = await person(["agent"]);
    const now = new Date();
    const rows = (count: number): IncomingRow[] =>
      Array.from({ length: count }, (_, i) => ({
        rowNumber: i + 1,
        identifier: `X-${i}`,
        identifierKind: "auto",
        expectedAmountMinor: null,
        expectedStatus: null,
        expectedDate: null,
        partnerReference: null,
      }));
    const old = await db().$transaction((tx) =>
      createRun(tx, { ownerId: agent.user.id, source: "ledger", fileSealed: "sealed" }, rows(12)),
    );
    const young = await db().$transaction((tx) =>
      createRun(tx, { ownerId: agent.user.id, source: "paste" }, rows(3)),
    );
    await db().reconcileRun.update({
      where: { id: old.id },
      data: { expiresAt: new Date(now.getTime() - 1) },
    });
    expect(await purgeExpiredRuns(db(), now, { batchSize: 5, maxBatches: 10 })).toBe(1);
    expect((await db().reconcileRun.findMany()).map((run) => run.id)).toEqual([young.id]);
    expect(await db().reconcileRow.count()).toBe(3);
    const expiry = (await db().reconcileRun.findUniqueOrThrow({ where: { id: young.id } })).expiresAt;
    expect(Math.round(((expiry?.getTime() ?? 0) - Date.now()) / 86_400_000)).toBe(30);
  });
});
