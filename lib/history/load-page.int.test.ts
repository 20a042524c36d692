import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { createProviderClient } from "@/lib/provider/client";
import { ProviderUnavailable } from "@/lib/provider/errors";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { testSandbox } from "@/sandbox/test-sandbox";
import { setKnobs } from "@/sandbox/testing";
import { makeUser, resetDb } from "@/test/db";
import { testClientConfig } from "@/test/sandbox-client";
import { type LoadPageContext, loadHistoryPage } from "./load-page";
import { createIncrementalMerge } from "./paging";
import type { HistoryRowData } from "./types";

const sandbox = testSandbox();
let context: LoadPageContext;

beforeEach(async () => {
  await resetDb();
  const user = await makeUser(["agent"]);
  context = {
    client: createProviderClient(testClientConfig(sandbox()), { tokenStore: new MemoryTokenStore() }),
    user,
    ip: "10.0.0.7",
  };
});

const historyAudits = () => db().auditEvent.findMany({ where: { action: "history.view" } });

describe("loadHistoryPage", () => {
  it("gives the newest page as rows for the browser, with the customer PAN masked", async () => {
    const page = await loadHistoryPage(db(), context, { userId: "user-demo", seqId: 0 });
    expect(page.entries.map((entry) => entry.seq)).toEqual([
      341, 340, 336, 333, 329, 328, 324, 322, 318, 315, 311, 308, 305,
    ]);
    expect(page.entries.find((entry) => entry.seq === 322)?.duplicateEvent).toBe(true);
    expect(JSON.stringify(page)).not.toMatch(/"customerPan":"\d{8,}"/);
  });

  it("audits a page read at any seqId, with the page's bounds: the newest page asked for by the largest seqId too", async () => {
    const page = await loadHistoryPage(db(), context, { userId: "user-demo", seqId: 2_147_483_647 });
    expect(page.entries.length).toBeGreaterThan(0);
    const audits = await historyAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: context.user.id,
      targetType: "history_user",
      targetId: "user-demo",
      outcome: "success",
      ip: "10.0.0.7",
    });
    expect(JSON.parse(audits[0]?.detail ?? "null")).toEqual({
      seqId: 2_147_483_647,
      entries: page.entries.length,
      firstSeq: page.entries[0]?.seq,
      lastSeq: page.entries.at(-1)?.seq,
    });
  });

  it("audits a page deep in a history when it is the first one read", async () => {
    await loadHistoryPage(db(), context, { userId: "user-big", seqId: 180_000 });
    const audits = await historyAudits();
    expect(audits.map((row) => [row.targetId, JSON.parse(row.detail ?? "null").seqId])).toEqual([
      ["user-big", 180_000],
    ]);
  });

  it("audits one person's reads of one customer once per ten minutes, whatever the seqId, even when they race", async () => {
    await Promise.all(
      [0, 180_000, 2_147_483_647, 0, 5].map((seqId) =>
        loadHistoryPage(db(), context, { userId: "user-big", seqId }),
      ),
    );
    await loadHistoryPage(db(), context, { userId: "user-big", seqId: 170_000 });
    expect(await historyAudits()).toHaveLength(1);

    // Another customer, another person: each their own entry.
    await loadHistoryPage(db(), context, { userId: "user-demo", seqId: 300 });
    const colleague = await makeUser(["agent"]);
    await loadHistoryPage(db(), { ...context, user: colleague }, { userId: "user-big", seqId: 170_000 });
    const audits = await historyAudits();
    expect(
      audits.map((row) => `${row.actorId === colleague.id ? "colleague" : "agent"}:${row.targetId}`).sort(),
    ).toEqual(["agent:user-big", "agent:user-demo", "colleague:user-big"]);
  });

  it("audits the same person and customer again once the ten minutes are over", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T10:00:00Z") });
    try {
      await loadHistoryPage(db(), context, { userId: "user-big", seqId: 0 });
      vi.setSystemTime(new Date("2026-11-27T10:09:59Z"));
      await loadHistoryPage(db(), context, { userId: "user-big", seqId: 180_000 });
      vi.setSystemTime(new Date("2026-11-27T10:10:00Z"));
      await loadHistoryPage(db(), context, { userId: "user-big", seqId: 170_000 });
    } finally {
      vi.useRealTimers();
    }
    const audits = await db().auditEvent.findMany({
      where: { action: "history.view" },
      orderBy: { at: "asc" },
    });
    expect(audits.map((row) => JSON.parse(row.detail ?? "null").seqId)).toEqual([0, 170_000]);
  });

  it("audits a failed opening and passes the provider failure on", async () => {
    await setKnobs(sandbox(), { fault: "5xx" });
    await expect(loadHistoryPage(db(), context, { userId: "user-few", seqId: 0 })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    const audits = await historyAudits();
    expect(audits.map((row) => [row.outcome, row.detail])).toEqual([
      ["failure", JSON.stringify({ seqId: 0, error: "provider_unavailable" })],
    ]);
  });

  it.each(["inclusive", "exclusive"] as const)(
    "streams a whole history once per entry from a %s provider with small pages",
    async (paging) => {
      await setKnobs(sandbox(), { paging, maxLimit: 7 });
      // As the history page pages on: each next page from where the merge of the pages so far says.
      const merge = createIncrementalMerge<HistoryRowData>();
      let pages: HistoryRowData[][] = [];
      let merged = merge(pages);
      while (merged.nextSeqId !== null) {
        const page = await loadHistoryPage(db(), context, { userId: "user-demo", seqId: merged.nextSeqId });
        pages = [...pages, page.entries];
        merged = merge(pages);
      }
      const seen = merged.entries;
      expect(seen).toHaveLength(13);
      expect(new Set(seen.map((entry) => entry.seq)).size).toBe(13);
      expect(seen.map((entry) => entry.seq)).toEqual(
        [...seen.map((entry) => entry.seq)].sort((a, b) => b - a),
      );
    },
  );

  it("says an empty history is empty", async () => {
    expect(await loadHistoryPage(db(), context, { userId: "user-empty", seqId: 0 })).toEqual({ entries: [] });
  });
});
