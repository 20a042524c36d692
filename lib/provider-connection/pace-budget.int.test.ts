import { beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db, db } from "@/lib/db/client";
import { dialectOfUrl } from "@/lib/db/dialect";
import { burstOf, type PaceSettings, ProviderPacer, paceWindow } from "@/lib/provider/pacer";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { resetDb } from "@/test/db";
import { createDbPaceBudget } from "./pace-budget";

/** Each instance with a connection pool of its own on PostgreSQL, as two servers would have. */
async function withTwoInstances(work: (one: Db, two: Db) => Promise<void>) {
  const other = dialectOfUrl(TEST_DATABASE_URL) === "postgres" ? createDb(TEST_DATABASE_URL) : db();
  try {
    await work(db(), other);
  } finally {
    if (other !== db()) await other.$disconnect();
  }
}

describe("the provider's rate shared through the database", () => {
  beforeEach(() => resetDb());

  it("grants a window's exchanges once, across instances asking at the same moment", async () => {
    await withTwoInstances(async (one, two) => {
      const budgets = [createDbPaceBudget(one), createDbPaceBudget(two)];
      const window = { start: 1_000_000, slot: 3 };
      const grants = await Promise.all(
        Array.from({ length: 12 }, (_, i) => budgets[i % 2]?.take(window, 3, 10) ?? Promise.resolve(0)),
      );
      expect(grants.reduce((sum, got) => sum + got, 0)).toBe(10);
      // The window's last exchanges were only for a person's lookup (a larger cap); then nothing is left.
      expect(await budgets[0]?.take(window, 3, 12)).toBe(2);
      expect(await budgets[1]?.take(window, 1, 12)).toBe(0);
    });
  });

  it("starts a slot afresh for a later window, and grants nothing for a window its slot has passed", async () => {
    const budget = createDbPaceBudget(db());
    expect(await budget.take({ start: 1_000, slot: 1 }, 4, 4)).toBe(4);
    expect(await budget.take({ start: 1_000, slot: 1 }, 1, 4)).toBe(0);
    expect(await budget.take({ start: 7_400, slot: 1 }, 4, 4)).toBe(4);
    expect(await budget.take({ start: 1_000, slot: 1 }, 1, 4)).toBe(0);
    expect(await budget.take({ start: 1_100, slot: 2 }, 2, 4)).toBe(2);
  });

  it("keeps two instances' pacers together to the rate set, and a person's lookup goes first", async () => {
    const settings: PaceSettings = { requestsPerSecond: 50, maxConcurrent: 20 };
    const realTime = {
      now: Date.now,
      sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    };
    await withTwoInstances(async (one, two) => {
      const pacers = [one, two].map((client) => {
        const pacer = new ProviderPacer(settings, realTime);
        pacer.shareWith(createDbPaceBudget(client));
        return pacer;
      });
      const starts: { at: number; priority: string }[] = [];
      const exchange = (pacer: ProviderPacer, priority: "interactive" | "background") =>
        pacer.run(priority, () =>
          pacer.pace(
            async () => {
              starts.push({ at: Date.now(), priority });
            },
            () => new Error("paused"),
          ),
        );
      const background = pacers.flatMap((pacer) =>
        Array.from({ length: 30 }, () => exchange(pacer, "background")),
      );
      // Lookups on the second instance while both instances' background work is waiting.
      await new Promise((resolve) => setTimeout(resolve, 150));
      await Promise.all([exchange(pacers[1] as ProviderPacer, "interactive"), ...background]);
      await exchange(pacers[1] as ProviderPacer, "interactive");

      const perWindow = new Map<number, { all: number; background: number }>();
      for (const { at, priority } of starts) {
        const { start } = paceWindow(settings, at);
        const counts = perWindow.get(start) ?? { all: 0, background: 0 };
        counts.all += 1;
        if (priority === "background") counts.background += 1;
        perWindow.set(start, counts);
      }
      const limit = burstOf(settings);
      const windows = [...perWindow.values()];
      expect(starts).toHaveLength(62);
      // Never more than a window's share for both instances together.
      expect(Math.max(...windows.map((counts) => counts.all))).toBeLessThanOrEqual(limit);
      // Sixty background exchanges at five a window at most: at least twelve windows, whatever the machine's speed.
      expect(perWindow.size).toBeGreaterThanOrEqual(12);
      // The lookup did not wait behind the background work still queued on either instance.
      const lookup = starts.findIndex((start) => start.priority === "interactive");
      expect(lookup).toBeGreaterThan(-1);
      expect(lookup).toBeLessThan(starts.length - 30);
    });
  });
});
