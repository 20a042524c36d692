import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type HistoryEntry, historyEntry, historyPage, seqOf, tsOf } from "./history";
import { DEMO_TRAITS } from "./traits";
import { BIG_USER_ENTRY_COUNT, createUserDirectory, GENERATED_USER_COUNT, type SandboxUser } from "./users";

const users = createUserDirectory("test-seed", DEMO_TRAITS.length);
const user = (id: string): SandboxUser => {
  const found = users.find(id);
  if (!found) throw new Error(`no user ${id}`);
  return found;
};
const page = (id: string, seqId: number, limit: number, paging: "inclusive" | "exclusive" = "exclusive") =>
  historyPage(user(id), { seqId, limit, paging, aggregatorId: "agg" });

function detailsObject(entry: HistoryEntry): Record<string, unknown> {
  try {
    const json: unknown = JSON.parse(entry.details);
    return typeof json === "object" && json !== null && !Array.isArray(json) ? { ...json } : {};
  } catch {
    return {};
  }
}

/** How `details` reads for a partner: an object of a known type, of another type, not an object, not JSON. */
function detailsKind(entry: HistoryEntry): string {
  let json: unknown;
  try {
    json = JSON.parse(entry.details);
  } catch {
    return "not_json";
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return "not_object";
  return entry.type === "qr_invoice" || entry.type === "payment_bill" ? entry.type : "unknown_type";
}

describe("user directory", () => {
  it("has hundreds of users, a big one, a few-entry one and empty ones", () => {
    expect(users.ids().length).toBeGreaterThanOrEqual(GENERATED_USER_COUNT);
    expect(user("user-big").entryCount).toBeGreaterThanOrEqual(50_000);
    expect(user("user-big").entryCount).toBe(BIG_USER_ENTRY_COUNT);
    expect(user("user-few").entryCount).toBe(3);
    expect(user("user-empty").entryCount).toBe(0);
    const counts = users.ids().map((id) => user(id).entryCount);
    expect(counts.filter((count) => count === 0).length).toBeGreaterThan(5);
    expect(users.find("user-0000")).toBeNull();
    expect(users.find(`user-${GENERATED_USER_COUNT + 1}`)).toBeNull();
    expect(users.find("stranger")).toBeNull();
  });

  it("finds users by the number carried in their ids", () => {
    expect(users.byNumber(42)?.id).toBe("user-0042");
    expect(users.byNumber(9001)?.id).toBe("user-big");
    expect(users.byNumber(0)?.id).toBe("user-demo");
  });
});

describe("history entries", () => {
  it("are deterministic per seed and differ between seeds", () => {
    const again = createUserDirectory("test-seed", DEMO_TRAITS.length).find("user-0007");
    const other = createUserDirectory("other-seed", DEMO_TRAITS.length).find("user-big");
    expect(historyEntry(user("user-big"), 123, "agg")).toEqual(historyEntry(user("user-big"), 123, "agg"));
    if (again) {
      const repeated = historyPage(again, { seqId: 0, limit: 5, paging: "inclusive", aggregatorId: "agg" });
      expect(repeated).toEqual(page("user-0007", 0, 5, "inclusive"));
    }
    if (other)
      expect(historyEntry(other, 10, "agg").msgId).not.toBe(historyEntry(user("user-big"), 10, "agg").msgId);
  });

  it("have increasing seq and ts along the index", () => {
    const big = user("user-big");
    for (const index of [0, 1, 2, 500, 59_998]) {
      expect(seqOf(big, index + 1)).toBeGreaterThan(seqOf(big, index));
      expect(tsOf(big, index + 1)).toBeGreaterThan(tsOf(big, index));
    }
  });

  it("include every case the app must handle", () => {
    const entries = page("user-big", 0, 3000);
    const kinds = new Set(entries.map(detailsKind));
    expect(kinds).toEqual(new Set(["qr_invoice", "payment_bill", "unknown_type", "not_json", "not_object"]));
    const duplicates = entries.filter((entry) => entry.duplicateEvent);
    expect(duplicates.length).toBeGreaterThan(10);
    for (const duplicate of duplicates) {
      const original = entries[entries.indexOf(duplicate) + 1];
      expect(original).toMatchObject({
        msgId: duplicate.msgId,
        refId: duplicate.refId,
        amount: duplicate.amount,
      });
      expect(original?.duplicateEvent).toBe(false);
    }
    const withMissingKeys = entries.filter(
      (entry) => detailsKind(entry) === "qr_invoice" && !("qrContent" in detailsObject(entry)),
    );
    expect(withMissingKeys.length).toBeGreaterThan(0);
  });

  it("write amounts as IDR with two decimals", () => {
    for (const entry of page("user-0001", 0, 100)) expect(entry.amount).toMatch(/^IDR \d+\.\d{2}$/);
  });
});

describe("paging", () => {
  it("serves the newest page for seqId 0", () => {
    const big = user("user-big");
    const first = page("user-big", 0, 10);
    expect(first[0]?.seq).toBe(seqOf(big, big.entryCount - 1));
    expect(first.map((entry) => entry.seq)).toEqual(first.map((entry) => entry.seq).sort((a, b) => b - a));
  });

  it("starts at the newest seq at or below seqId (inclusive) or strictly below (exclusive)", () => {
    const big = user("user-big");
    const maxSeq = seqOf(big, big.entryCount - 1);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: maxSeq + 10 }),
        fc.integer({ min: 1, max: 20 }),
        (seqId, limit) => {
          const inclusive = page("user-big", seqId, limit, "inclusive");
          const exclusive = page("user-big", seqId, limit, "exclusive");
          expect(inclusive.length).toBeLessThanOrEqual(limit);
          for (const entry of inclusive) expect(entry.seq).toBeLessThanOrEqual(seqId);
          for (const entry of exclusive) expect(entry.seq).toBeLessThan(seqId);
          // Both start at the newest qualifying entry: exclusive skips only an entry whose seq is seqId itself.
          const longer = page("user-big", seqId, limit + 1, "inclusive");
          const expected = longer[0]?.seq === seqId ? longer.slice(1) : longer.slice(0, limit);
          expect(exclusive.map((entry) => entry.seq)).toEqual(expected.map((entry) => entry.seq));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("walks the whole history of a user without gaps in exclusive mode", () => {
    const walked: number[] = [];
    let seqId = 0;
    for (;;) {
      const entries = page("user-0003", seqId, 17);
      if (entries.length === 0) break;
      walked.push(...entries.map((entry) => entry.seq));
      seqId = entries.at(-1)?.seq ?? 0;
    }
    expect(walked).toHaveLength(user("user-0003").entryCount);
    expect(new Set(walked).size).toBe(walked.length);
  });

  it("answers nothing for an empty user or below the first entry", () => {
    expect(page("user-empty", 0, 10)).toEqual([]);
    expect(page("user-few", 1, 10, "inclusive")).toEqual([]);
  });

  it("computes a deep page of the big user quickly, without building the history", () => {
    const started = performance.now();
    const deep = page("user-big", seqOf(user("user-big"), 30_000), 100, "inclusive");
    expect(deep).toHaveLength(100);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
