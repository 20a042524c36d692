import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { COUNT_CAP } from "@/lib/inbox/capped-count";
import { listDecisions } from "@/lib/inbox/query";
import { inboxFilterSchema } from "@/lib/inbox/schemas";
import { makeUser, resetDb } from "@/test/db";
import { storedDecisionRow } from "@/test/decision-row";
import { sendDueDigests } from "./compliance-digest";
import { digestLinks } from "./filters";

const ZONE = "Asia/Jakarta";
const HOUR = 3_600_000;
const NOW = new Date("2026-11-29T10:00:00Z");
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
let sequence = 0;

/** Decisions as the receiver stores them, received at the given instants; their ids in the same order. */
async function decisions(
  times: Date[],
  shape: { status?: string; reviewState?: string } = {},
): Promise<string[]> {
  const rows = times.map((receivedAt) => {
    sequence += 1;
    const reference = `UPG-D${sequence}`;
    const custId = `cust-d${sequence}`;
    return {
      ...storedDecisionRow({ reference, custId, status: shape.status ?? "rejected", receivedAt }),
      reviewState: shape.reviewState ?? "new",
    };
  });
  await db().upgradeDecision.createMany({ data: rows });
  const stored = await db().upgradeDecision.findMany({
    where: { originalReferenceNo: { in: rows.map((row) => row.originalReferenceNo) } },
    select: { id: true, originalReferenceNo: true },
  });
  const ids = new Map(stored.map((row) => [row.originalReferenceNo, row.id]));
  return rows.map((row) => ids.get(row.originalReferenceNo) ?? "");
}

async function choose(userId: string, cadence: "hourly" | "daily" | null, enabled = true) {
  await db().notificationPreference.create({
    data: { userId, topic: "compliance.digest", enabled, cadence },
  });
}

const digests = async () =>
  (
    await db().notification.findMany({ where: { kind: "compliance.digest" }, orderBy: { createdAt: "asc" } })
  ).map((row) => ({ userId: row.userId, params: JSON.parse(row.params) }));

/** What the inbox lists when the person follows a link, read page by page. */
async function listedBy(path: string, viewerId: string, at: Date): Promise<string[]> {
  const query = Object.fromEntries(new URL(path, "https://backoffice.example").searchParams);
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const filter = inboxFilterSchema.parse({ ...query, page });
    const { rows, pages } = await listDecisions(db(), filter, viewerId, ZONE, at);
    ids.push(...rows.map((row) => row.id));
    if (page >= pages.count) return ids.sort();
  }
}

describe("the compliance digest", () => {
  beforeEach(() => resetDb());

  it("counts new rejected and overdue unreviewed decisions, and each link lists exactly those", async () => {
    const reviewer = await makeUser(["compliance"]);
    await choose(reviewer.id, "hourly");
    // A first digest looks back one period: rejections of the last hour are new.
    const fresh = await decisions([ago(0.5), ago(0.1)]);
    await decisions([ago(0.2)], { status: "approved" });
    await decisions([ago(2)]);
    // Overdue (past the default 24 hours), still unreviewed; one of that age already reviewed is not.
    const overdue = await decisions([ago(30), ago(50), ago(25)]);
    await decisions([ago(40)], { reviewState: "reviewed" });
    await decisions([ago(30)], { status: "approved" });

    expect(await sendDueDigests(db(), NOW)).toBe(1);
    const [digest] = await digests();
    expect(digest?.userId).toBe(reviewer.id);
    expect(digest?.params).toMatchObject({
      cadence: "hourly",
      rejected: { count: 2, more: false },
      overdue: { count: 3, more: false },
    });
    const links = digestLinks({
      since: new Date(digest?.params.since),
      until: new Date(digest?.params.until),
      overdueBefore: new Date(digest?.params.overdueBefore),
    });
    // Followed two hours later, when more decisions have arrived and others have become overdue.
    const later = new Date(NOW.getTime() + 2 * HOUR);
    await decisions([new Date(NOW.getTime() + HOUR)]);
    await decisions([ago(23)]);
    expect(await listedBy(links.rejected, reviewer.id, later)).toEqual([...fresh].sort());
    expect(await listedBy(links.overdue, reviewer.id, later)).toEqual([...overdue].sort());
  });

  it("is sent once per cadence, counting from the last one, and not at all when it has nothing to say", async () => {
    const hourly = await makeUser(["compliance"]);
    await choose(hourly.id, "hourly");
    const daily = await makeUser(["manager"]);
    // No cadence chosen: daily.
    await choose(daily.id, null);
    await decisions([ago(0.5)]);

    expect(await sendDueDigests(db(), NOW)).toBe(2);
    // Half an hour later neither is due; an hour later the hourly one is, with nothing new: not sent.
    expect(await sendDueDigests(db(), new Date(NOW.getTime() + HOUR / 2))).toBe(0);
    expect(await sendDueDigests(db(), new Date(NOW.getTime() + HOUR))).toBe(0);
    await decisions([new Date(NOW.getTime() + 1.5 * HOUR)]);
    expect(await sendDueDigests(db(), new Date(NOW.getTime() + 2 * HOUR))).toBe(1);
    const rows = await digests();
    // The first two were written at the same instant: their order is not part of the behaviour.
    expect(
      rows
        .slice(0, 2)
        .map((row) => row.userId)
        .sort(),
    ).toEqual([hourly.id, daily.id].sort());
    expect(rows[2]?.userId).toBe(hourly.id);
    expect(rows[2]?.params).toMatchObject({
      since: new Date(NOW.getTime() + HOUR).toISOString(),
      rejected: { count: 1, more: false },
    });
    // A day on, the daily one counts the day's rejection; both tell the first decision, overdue by then.
    expect(await sendDueDigests(db(), new Date(NOW.getTime() + 24 * HOUR))).toBe(2);
    const dayLater = (await digests()).slice(3);
    expect(dayLater.find((row) => row.userId === daily.id)?.params).toMatchObject({
      since: NOW.toISOString(),
      rejected: { count: 1, more: false },
      overdue: { count: 1, more: false },
    });
    expect(dayLater.find((row) => row.userId === hourly.id)?.params).toMatchObject({
      rejected: { count: 0, more: false },
      overdue: { count: 1, more: false },
    });
  });

  it("goes to nobody whose role may not see the inbox, nor to one who did not choose it", async () => {
    const agent = await makeUser(["agent"]);
    await choose(agent.id, "hourly");
    const reviewer = await makeUser(["compliance"]);
    const declined = await makeUser(["compliance"]);
    await choose(declined.id, "hourly", false);
    await decisions([ago(0.5)]);
    expect(await sendDueDigests(db(), NOW)).toBe(0);
    expect(await digests()).toEqual([]);
    // The same decisions, chosen by someone allowed, are told.
    await choose(reviewer.id, "hourly");
    expect(await sendDueDigests(db(), NOW)).toBe(1);
    expect((await digests()).map((row) => row.userId)).toEqual([reviewer.id]);
  });

  it("is sent once when two instances look at the same moment", async () => {
    const people = [await makeUser(["compliance"]), await makeUser(["compliance"])];
    for (const person of people) await choose(person.id, "hourly");
    await decisions([ago(0.5)]);
    const sent = await Promise.all([sendDueDigests(db(), NOW), sendDueDigests(db(), NOW)]);
    expect(sent[0] + sent[1]).toBe(2);
    expect((await digests()).map((row) => row.userId).sort()).toEqual(people.map((p) => p.id).sort());
  });

  it("says more than the cap past it", async () => {
    const reviewer = await makeUser(["compliance"]);
    await choose(reviewer.id, "daily");
    await decisions(Array.from({ length: COUNT_CAP + 1 }, (_, i) => new Date(ago(1).getTime() - i * 1_000)));
    expect(await sendDueDigests(db(), NOW)).toBe(1);
    expect((await digests())[0]?.params).toMatchObject({
      rejected: { count: COUNT_CAP, more: true },
      overdue: { count: 0, more: false },
    });
  });
});
