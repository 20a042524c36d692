import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { listRecentLookups, RECENT_LOOKUPS_KEPT, recordRecentLookup } from "./recent";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 8, minute));
const found = { kind: "auto", matchedKind: "partnerId", outcome: "found" } as const;

describe("recent lookups", () => {
  beforeEach(() => resetDb());

  it("lists a person's own lookups, newest first", async () => {
    const ayu = await makeUser(["agent"]);
    const budi = await makeUser(["agent"]);
    await recordRecentLookup(db(), ayu.id, { query: "ord-1", ...found }, at(1));
    await recordRecentLookup(db(), ayu.id, { query: "ord-2", ...found }, at(2));
    await recordRecentLookup(db(), budi.id, { query: "ord-3", ...found }, at(3));
    const list = await listRecentLookups(db(), ayu.id);
    expect(list.map((entry) => entry.query)).toEqual(["ord-2", "ord-1"]);
    expect(list[0]).toMatchObject({ kind: "auto", matchedKind: "partnerId", outcome: "found", at: at(2) });
  });

  it("moves a repeated lookup to the top instead of listing it twice", async () => {
    const user = await makeUser(["agent"]);
    await recordRecentLookup(db(), user.id, { query: "ord-1", ...found }, at(1));
    await recordRecentLookup(db(), user.id, { query: "ord-2", ...found }, at(2));
    await recordRecentLookup(
      db(),
      user.id,
      { query: "ord-1", kind: "auto", matchedKind: null, outcome: "failed" },
      at(3),
    );
    const list = await listRecentLookups(db(), user.id);
    expect(list.map((entry) => [entry.query, entry.outcome])).toEqual([
      ["ord-1", "failed"],
      ["ord-2", "found"],
    ]);
  });

  it("lists a requestId typed in another case, or without its dashes, once: a UUID is one identifier in any case", async () => {
    const user = await makeUser(["agent"]);
    const uuid = "5f0c6a1e-8a7b-4c2d-9e3f-0a1b2c3d4e5f";
    await recordRecentLookup(db(), user.id, { query: uuid, ...found }, at(1));
    await recordRecentLookup(db(), user.id, { query: "ord-2", ...found }, at(2));
    await recordRecentLookup(db(), user.id, { query: uuid.toUpperCase(), ...found }, at(3));
    await recordRecentLookup(
      db(),
      user.id,
      { query: uuid.replaceAll("-", "").toUpperCase(), ...found },
      at(4),
    );
    await recordRecentLookup(
      db(),
      user.id,
      { query: `{${uuid}}`, kind: "requestId", matchedKind: "requestId", outcome: "found" },
      at(5),
    );
    const list = await listRecentLookups(db(), user.id);
    expect(list.map((entry) => [entry.query, entry.kind])).toEqual([
      [`{${uuid}}`, "requestId"],
      [uuid.replaceAll("-", "").toUpperCase(), "auto"],
      ["ord-2", "auto"],
    ]);
  });

  it("keeps a partner's id in another case apart: it is sent as typed, and the provider's matching is not documented", async () => {
    const user = await makeUser(["agent"]);
    await recordRecentLookup(db(), user.id, { query: "ORD-1", ...found }, at(1));
    await recordRecentLookup(db(), user.id, { query: "ord-1", ...found }, at(2));
    const uuid = "5f0c6a1e-8a7b-4c2d-9e3f-0a1b2c3d4e5f";
    const asPartner = { kind: "partnerId", matchedKind: "partnerId", outcome: "found" } as const;
    await recordRecentLookup(db(), user.id, { query: uuid, ...asPartner }, at(3));
    await recordRecentLookup(db(), user.id, { query: uuid.toUpperCase(), ...asPartner }, at(4));
    expect((await listRecentLookups(db(), user.id)).map((entry) => entry.query)).toEqual([
      uuid.toUpperCase(),
      uuid,
      "ord-1",
      "ORD-1",
    ]);
  });

  it(`keeps only the newest ${RECENT_LOOKUPS_KEPT}`, async () => {
    const user = await makeUser(["agent"]);
    for (let i = 0; i < RECENT_LOOKUPS_KEPT + 5; i += 1) {
      await recordRecentLookup(db(), user.id, { query: `ord-${i}`, ...found }, at(i));
    }
    const list = await listRecentLookups(db(), user.id);
    expect(list).toHaveLength(RECENT_LOOKUPS_KEPT);
    expect(list[0]?.query).toBe(`ord-${RECENT_LOOKUPS_KEPT + 4}`);
    expect(list.at(-1)?.query).toBe("ord-5");
    expect(await db().recentLookup.count({ where: { userId: user.id } })).toBe(RECENT_LOOKUPS_KEPT);
  });

  it("leaves out a row it does not understand instead of failing the page", async () => {
    const user = await makeUser(["agent"]);
    await db().recentLookup.create({
      data: { userId: user.id, query: "ord-9", kind: "msgId", outcome: "found", at: at(1) },
    });
    await recordRecentLookup(db(), user.id, { query: "ord-1", ...found }, at(2));
    expect((await listRecentLookups(db(), user.id)).map((entry) => entry.query)).toEqual(["ord-1"]);
  });
});
