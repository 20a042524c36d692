import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createProviderClient } from "@/lib/provider/client";
import { ProviderUnavailable } from "@/lib/provider/errors";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { testSandbox } from "@/sandbox/test-sandbox";
import { setKnobs } from "@/sandbox/testing";
import { makeUser, resetDb } from "@/test/db";
import { testClientConfig } from "@/test/sandbox-client";
import { type LoadPageContext, loadHistoryPage } from "./load-page";
import { streamHistory } from "./paging";
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

  it("audits the opening of a user's history once, not the pages scrolled after it", async () => {
    await loadHistoryPage(db(), context, { userId: "user-big", seqId: 0 });
    await loadHistoryPage(db(), context, { userId: "user-big", seqId: 180_000 });
    const audits = await historyAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: context.user.id,
      targetType: "history_user",
      targetId: "user-big",
      outcome: "success",
      detail: JSON.stringify({ firstPageEntries: 100 }),
      ip: "10.0.0.7",
    });
  });

  it("audits a failed opening and passes the provider failure on", async () => {
    await setKnobs(sandbox(), { fault: "5xx" });
    await expect(loadHistoryPage(db(), context, { userId: "user-few", seqId: 0 })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    const audits = await historyAudits();
    expect(audits.map((row) => [row.outcome, row.detail])).toEqual([
      ["failure", JSON.stringify({ error: "provider_unavailable" })],
    ]);
  });

  it.each(["inclusive", "exclusive"] as const)(
    "streams a whole history once per entry from a %s provider with small pages",
    async (paging) => {
      await setKnobs(sandbox(), { paging, maxLimit: 7 });
      const seen: HistoryRowData[] = [];
      const stream = streamHistory(async (seqId) => {
        const page = await loadHistoryPage(db(), context, { userId: "user-demo", seqId });
        return page.entries;
      });
      for await (const fresh of stream) seen.push(...fresh);
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
