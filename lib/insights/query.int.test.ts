import { beforeEach, describe, expect, it } from "vitest";
import { inboxHref } from "@/components/inbox/inbox-href";
import { db } from "@/lib/db/client";
import { listRows, reasonListKey, searchColumns } from "@/lib/inbox/decision-lists";
import { listDecisions } from "@/lib/inbox/query";
import { changeDisposition, markReviewed, reopenDecision } from "@/lib/inbox/review";
import { inboxFilterSchema } from "@/lib/inbox/schemas";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { type InboxLink, links } from "./links";
import { type Insights, queryInsights } from "./query";
import { resolveRange } from "./range";
import { rollUpDecisions, SETTLE_MS } from "./rollup";

const WIB = "Asia/Jakarta";
const NOW = new Date("2026-03-10T05:00:00Z");
const HOUR = 3_600_000;
let sequence = 0;

async function decision(
  at: string,
  status: "approved" | "rejected",
  more: {
    reasons?: string[];
    reviewedAfterHours?: number;
    reviewerId?: string | null;
    dispositionId?: string;
    reviewState?: string;
  } = {},
) {
  sequence += 1;
  const receivedAt = new Date(at);
  const reviewed = more.reviewedAfterHours !== undefined;
  return db().upgradeDecision.create({
    data: {
      originalReferenceNo: `UPG-${sequence}`,
      fingerprint: `f${sequence}`,
      status,
      custId: `user-${sequence}`,
      ...searchColumns({ originalReferenceNo: `UPG-${sequence}`, custId: `user-${sequence}` }),
      notificationType: "upgrade",
      shape: "documented",
      piiSealed: "unused",
      rejectReasons: reasonListKey(more.reasons ?? []),
      reasons: { create: listRows(more.reasons ?? []) },
      receivedAt,
      reviewState: more.reviewState ?? (reviewed ? "reviewed" : "new"),
      reviewedAt: reviewed ? new Date(receivedAt.getTime() + (more.reviewedAfterHours ?? 0) * HOUR) : null,
      reviewedById: reviewed ? (more.reviewerId ?? null) : null,
      dispositionId: more.dispositionId ?? null,
    },
  });
}

/** Every figure the page links from, with the count it shows beside the inbox filter it opens. */
function figures(insights: Insights): { name: string; count: number; link: InboxLink }[] {
  const days = { from: insights.range.from, to: insights.range.to };
  return [
    ...insights.days.flatMap((day) => {
      const one = { from: day.day, to: day.day };
      return [
        { name: `approved ${day.day}`, count: day.approved, link: links.decisions(one, "approved") },
        { name: `rejected ${day.day}`, count: day.rejected, link: links.decisions(one, "rejected") },
        { name: `all ${day.day}`, count: day.approved + day.rejected, link: links.decisions(one) },
      ];
    }),
    ...insights.reasons.flatMap((reason) => [
      { name: `reason ${reason.key}`, count: reason.count, link: links.reason(days, reason.key) },
      ...reason.perWeek.map((week) => ({
        name: `reason ${reason.key} ${week.week}`,
        count: week.count,
        link: links.reason(week, reason.key),
      })),
      {
        name: `reason ${reason.key} reviewed`,
        count: reason.withDisposition,
        link: { ...links.reason(days, reason.key), disposition: "any" },
      },
      {
        name: `reason ${reason.key} disagreeing`,
        count: reason.disagreeing,
        link: links.reasonDisagreeing(days, reason.key),
      },
    ]),
    ...insights.backlog.map((bucket) => ({
      name: `backlog ${bucket.age}`,
      count: bucket.count,
      link: links.backlog(bucket.age),
    })),
    ...insights.reviewTimes.map((week) => ({
      name: `reviewed ${week.week}`,
      count: week.reviewed,
      link: links.reviewed(week),
    })),
    ...insights.reviewers.map((reviewer) => ({
      name: `reviewer ${reviewer.name}`,
      count: reviewer.count,
      link: links.reviewer(days, reviewer.id),
    })),
    ...insights.dispositionWeeks.flatMap((week) => [
      {
        name: `dispositions ${week.week}`,
        count: week.withDisposition,
        link: links.disposition(week, "any"),
      },
      {
        name: `disagreeing ${week.week}`,
        count: week.disagreeing,
        link: links.disposition(week, "disagreeing"),
      },
    ]),
    ...insights.dispositions.map((disposition) => ({
      name: `disposition ${disposition.id}`,
      count: disposition.count,
      link: links.disposition(days, disposition.id),
    })),
  ];
}

/** The inbox as a person following the link sees it: the filter read back from the link's address. */
async function inboxCount(link: InboxLink, viewerId: string, timeZone: string): Promise<number> {
  const query = Object.fromEntries(new URL(inboxHref(link), "http://app.test").searchParams);
  const { total } = await listDecisions(db(), inboxFilterSchema.parse(query), viewerId, timeZone, NOW);
  if (total.more) throw new Error("the inbox's count stopped at its cap: compare on fewer decisions");
  return total.count;
}

describe("decision insights", () => {
  beforeEach(async () => {
    await resetDb();
  });

  async function seed() {
    const ani = await makeUser(["compliance"]);
    const budi = await makeUser(["compliance"]);
    // 2026-03-01 16:59:59 UTC is still the 1st in Jakarta; 17:00 is the 2nd there (and still the 1st in UTC).
    await decision("2026-03-01T16:59:59.999Z", "approved", {
      reviewedAfterHours: 1,
      reviewerId: ani.id,
      dispositionId: "agrees",
    });
    await decision("2026-03-01T17:00:00.000Z", "rejected", {
      reasons: ["Foto KTP tidak jelas", "Selfie tidak cocok"],
      reviewedAfterHours: 2,
      reviewerId: ani.id,
      dispositionId: "disagrees",
    });
    await decision("2026-03-02T03:00:00Z", "rejected", {
      reasons: ["foto ktp tidak jelas."],
      reviewedAfterHours: 10,
      reviewerId: budi.id,
      dispositionId: "raise_with_provider",
    });
    await decision("2026-03-02T04:00:00Z", "rejected", {
      reasons: ["  FOTO KTP, tidak jelas "],
      reviewedAfterHours: 4,
      reviewerId: null,
      dispositionId: "agrees",
    });
    // The next week (Monday 9 March in Jakarta), unreviewed, at each age of the backlog.
    await decision("2026-03-10T04:30:00Z", "rejected", {
      reasons: ["Selfie tidak cocok", "Foto KTP tidak jelas"],
    });
    await decision("2026-03-09T20:00:00Z", "approved", { reviewState: "in_review" });
    await decision("2026-03-08T10:00:00Z", "approved");
    // Outside the range, and older than three days.
    await decision("2026-02-20T10:00:00Z", "rejected", { reasons: ["Foto KTP tidak jelas"] });
    return { ani, budi };
  }

  it("groups by the person's day and week, folds reason wordings and measures reviews", async () => {
    const { ani, budi } = await seed();
    const range = resolveRange({ period: "30", from: "2026-03-01", to: "2026-03-10" }, WIB, NOW);
    const insights = await queryInsights(db(), range, WIB, NOW);

    const busy = insights.days.filter((day) => day.approved + day.rejected > 0);
    expect(busy).toEqual([
      { day: "2026-03-01", approved: 1, rejected: 0, rejectionRate: 0 },
      { day: "2026-03-02", approved: 0, rejected: 3, rejectionRate: 1 },
      { day: "2026-03-08", approved: 1, rejected: 0, rejectionRate: 0 },
      { day: "2026-03-10", approved: 1, rejected: 1, rejectionRate: 0.5 },
    ]);
    expect(insights.days).toHaveLength(10);

    expect(
      insights.reasons.map((r) => [r.key, r.wording, r.count, r.withDisposition, r.disagreeing]),
    ).toEqual([
      ["foto ktp tidak jelas", "Foto KTP tidak jelas", 4, 3, 2],
      ["selfie tidak cocok", "Selfie tidak cocok", 2, 1, 1],
    ]);
    expect(insights.reasons[1]?.perWeek.map((w) => [w.week, w.count])).toEqual([
      ["2026-02-23", 0],
      ["2026-03-02", 1],
      ["2026-03-09", 1],
    ]);

    expect(insights.backlog).toEqual([
      { age: "lt1h", count: 1 },
      { age: "lt1d", count: 1 },
      { age: "lt3d", count: 1 },
      { age: "older", count: 1 },
    ]);

    // Week of 23 Feb (its last day, 1 March): 1 h; week of 2 March: 2, 10 and 4 h.
    expect(insights.reviewTimes.map((w) => [w.week, w.reviewed, w.medianMs, w.p90Ms])).toEqual([
      ["2026-02-23", 1, HOUR, HOUR],
      ["2026-03-02", 3, 4 * HOUR, 10 * HOUR],
      ["2026-03-09", 0, null, null],
    ]);
    expect(insights.reviewers).toEqual([
      { id: ani.id, name: ani.name, count: 2 },
      { id: budi.id, name: budi.name, count: 1 },
      { id: null, name: null, count: 1 },
    ]);
    expect(insights.dispositionWeeks.map((w) => [w.week, w.withDisposition, w.disagreeing])).toEqual([
      ["2026-02-23", 1, 0],
      ["2026-03-02", 3, 2],
      ["2026-03-09", 0, 0],
    ]);
    expect(Object.fromEntries(insights.dispositions.map((d) => [d.id, d.count]))).toMatchObject({
      agrees: 2,
      disagrees: 1,
      raise_with_provider: 1,
    });
  });

  it("puts a decision on the day of the person's zone", async () => {
    await seed();
    const utc = await queryInsights(
      db(),
      resolveRange({ period: "30", from: "2026-03-01", to: "2026-03-02" }, "UTC", NOW),
      "UTC",
      NOW,
    );
    expect(utc.days).toEqual([
      { day: "2026-03-01", approved: 1, rejected: 1, rejectionRate: 0.5 },
      { day: "2026-03-02", approved: 0, rejected: 2, rejectionRate: 1 },
    ]);
    const wit = await queryInsights(
      db(),
      resolveRange({ period: "30", from: "2026-03-02", to: "2026-03-02" }, "Asia/Jayapura", NOW),
      "Asia/Jayapura",
      NOW,
    );
    expect(wit.days).toEqual([{ day: "2026-03-02", approved: 1, rejected: 3, rejectionRate: 0.75 }]);
  });

  it.each([WIB, "Asia/Makassar", "UTC"])(
    "opens the inbox on exactly the decisions each figure counts (%s)",
    async (zone) => {
      const { ani } = await seed();
      const insights = await queryInsights(
        db(),
        resolveRange({ period: "30", from: "2026-02-25", to: "2026-03-10" }, zone, NOW),
        zone,
        NOW,
      );
      const shown = figures(insights);
      expect(shown.filter((figure) => figure.count > 0).length).toBeGreaterThan(20);
      for (const figure of shown) {
        expect(await inboxCount(figure.link, ani.id, zone), figure.name).toBe(figure.count);
      }
    },
  );

  describe("with the roll-up", () => {
    const ZONES = [WIB, "Asia/Makassar", "UTC"];
    const RANGE = { period: "30", from: "2026-02-25", to: "2026-03-10" } as const;
    const insightsIn = (zone: string) => queryInsights(db(), resolveRange(RANGE, zone, NOW), zone, NOW);

    async function expectInboxAgrees(viewerId: string) {
      for (const zone of ZONES) {
        for (const figure of figures(await insightsIn(zone))) {
          expect(await inboxCount(figure.link, viewerId, zone), `${zone} ${figure.name}`).toBe(figure.count);
        }
      }
    }

    it("shows the same figures from rolled-up buckets and the decisions after them", async () => {
      const { ani } = await seed();
      const unrolled = await Promise.all(ZONES.map(insightsIn));
      // Rolled up to 9 March 00:00 UTC: two decisions of the range stay after the roll-up's mark.
      await rollUpDecisions(db(), new Date("2026-03-09T12:00:00Z"));
      expect(await db().insightDecisionCount.count()).toBeGreaterThan(0);
      expect(await Promise.all(ZONES.map(insightsIn))).toEqual(unrolled);
      await expectInboxAgrees(ani.id);
    });

    it("counts nothing twice when instances roll up at once, or again later", async () => {
      await seed();
      const unrolled = await Promise.all(ZONES.map(insightsIn));
      const at = new Date("2026-03-09T12:00:00Z");
      await Promise.all([rollUpDecisions(db(), at), rollUpDecisions(db(), at)]);
      await rollUpDecisions(db(), at);
      await rollUpDecisions(db(), NOW);
      expect(await Promise.all(ZONES.map(insightsIn))).toEqual(unrolled);
    });

    it("follows a review made, changed and undone after its decision was rolled up", async () => {
      const { ani, budi } = await seed();
      const waiting = await decision("2026-03-03T09:00:00Z", "rejected", { reasons: ["Data tidak valid"] });
      await rollUpDecisions(db(), NOW);
      const before = await insightsIn(WIB);

      await markReviewed(
        db(),
        asRequester(budi),
        waiting.id,
        { note: "checked", dispositionId: "disagrees" },
        new Date("2026-03-03T15:00:00Z"),
      );
      const after = await insightsIn(WIB);
      expect(after.reviewers.find((r) => r.id === budi.id)?.count).toBe(2);
      expect(after.reasons.find((r) => r.key === "data tidak valid")).toMatchObject({
        count: 1,
        withDisposition: 1,
        disagreeing: 1,
      });
      const week = (insights: Insights) => insights.reviewTimes.find((w) => w.week === "2026-03-02");
      expect(week(after)?.reviewed).toBe((week(before)?.reviewed ?? 0) + 1);
      expect(after.backlog.find((b) => b.age === "older")?.count).toBe(
        (before.backlog.find((b) => b.age === "older")?.count ?? 0) - 1,
      );
      await expectInboxAgrees(ani.id);

      await changeDisposition(db(), asRequester(budi), waiting.id, "agrees");
      expect((await insightsIn(WIB)).reasons.find((r) => r.key === "data tidak valid")?.disagreeing).toBe(0);
      await expectInboxAgrees(ani.id);

      await reopenDecision(db(), asRequester(budi), waiting.id, undefined);
      const reopened = await insightsIn(WIB);
      expect(reopened.reviewers).toEqual(before.reviewers);
      expect(reopened.reviewTimes).toEqual(before.reviewTimes);
      expect(reopened.dispositions).toEqual(before.dispositions);
      await expectInboxAgrees(ani.id);
    });

    it("leaves a bucket to the decisions themselves until its stragglers are stored", async () => {
      const { ani } = await seed();
      // The bucket of 9 March 00:00-15:00 UTC ended; less than the settling time later it is not rolled up, so
      // a decision stamped inside it and stored only now is still counted.
      await rollUpDecisions(db(), new Date(Date.parse("2026-03-09T15:00:00Z") + SETTLE_MS / 2));
      await decision("2026-03-09T14:59:59Z", "rejected", { reasons: ["Dokumen kedaluwarsa"] });
      const wib = await insightsIn(WIB);
      expect(wib.days.find((day) => day.day === "2026-03-09")).toMatchObject({ approved: 0, rejected: 1 });
      await expectInboxAgrees(ani.id);
    });
  });
});
