import { describe, expect, it } from "vitest";
import { historyEntry } from "@/sandbox/data/history";
import { DEMO_TRAITS, isDuplicate, traitsFor } from "@/sandbox/data/traits";
import { createUserDirectory } from "@/sandbox/data/users";
import { parseHistoryEntry } from "@/test/history-entry";
import { toHistoryRow } from "./entry-view";
import { filterRows, isFiltering, type RowFilter } from "./row-filter";
import type { HistoryRowData } from "./types";

const NO_FILTER: RowFilter = { type: null, query: "", hideDuplicates: false, qrProblemsOnly: false };

function row(overrides: Partial<HistoryRowData>): HistoryRowData {
  return {
    seq: 1,
    ts: 0,
    type: "qr_invoice",
    msgId: "msg-1",
    refId: null,
    amount: "IDR 1.00",
    duplicateEvent: false,
    headline: null,
    status: null,
    transactionId: null,
    details: { kind: "raw", reason: "not_json", text: "" },
    qrProblems: [],
    ...overrides,
  };
}

const rows = [
  row({
    seq: 9,
    headline: "Warung Bu Sri",
    transactionId: "00000000-0000-4000-8000-000000000004",
    qrProblems: [{ code: "crc_invalid" }],
  }),
  row({ seq: 8, headline: "Warung Bu Sri", duplicateEvent: true, qrProblems: [{ code: "crc_invalid" }] }),
  row({ seq: 7, type: "payment_bill", headline: "PLN Prabayar IDR 50000.00", status: "1" }),
  row({ seq: 6, type: "cashback", amount: "IDR 250.00" }),
];
const seqs = (filtered: readonly HistoryRowData[]) => filtered.map((r) => r.seq);

describe("filterRows", () => {
  it("returns the same list when nothing is filtered", () => {
    expect(filterRows(rows, NO_FILTER)).toBe(rows);
    expect(isFiltering({ ...NO_FILTER, query: "  " })).toBe(false);
  });

  it("keeps one type", () => {
    expect(seqs(filterRows(rows, { ...NO_FILTER, type: "payment_bill" }))).toEqual([7]);
  });

  it("hides duplicates on request", () => {
    expect(seqs(filterRows(rows, { ...NO_FILTER, hideDuplicates: true }))).toEqual([9, 7, 6]);
  });

  it("searches what a row shows and its ids, ignoring case, all words", () => {
    expect(seqs(filterRows(rows, { ...NO_FILTER, query: "warung SRI" }))).toEqual([9, 8]);
    expect(seqs(filterRows(rows, { ...NO_FILTER, query: "000000000004" }))).toEqual([9]);
    expect(seqs(filterRows(rows, { ...NO_FILTER, query: "IDR 250" }))).toEqual([6]);
    expect(seqs(filterRows(rows, { ...NO_FILTER, query: "warung pln" }))).toEqual([]);
  });

  it("keeps only entries whose QR has a problem", () => {
    expect(seqs(filterRows(rows, { ...NO_FILTER, qrProblemsOnly: true }))).toEqual([9, 8]);
  });

  it("combines the filters", () => {
    expect(
      seqs(filterRows(rows, { ...NO_FILTER, type: "qr_invoice", query: "sri", hideDuplicates: true })),
    ).toEqual([9]);
    expect(seqs(filterRows(rows, { ...NO_FILTER, qrProblemsOnly: true, hideDuplicates: true }))).toEqual([9]);
  });
});

describe("QR problems only, on the sandbox's default data", () => {
  const users = createUserDirectory("1", DEMO_TRAITS.length);
  const rowsOf = (id: string) => {
    const user = users.find(id);
    if (!user) throw new Error(`no sandbox user ${id}`);
    const entries = Array.from({ length: user.entryCount }, (_, index) => historyEntry(user, index, "agg"));
    return { user, entries, rows: entries.map((entry) => toHistoryRow(parseHistoryEntry(entry))) };
  };

  it("lists the demo's record that contradicts its QR and its QR with a wrong CRC", () => {
    const { rows } = rowsOf("user-demo");
    expect(seqs(filterRows(rows, { ...NO_FILTER, qrProblemsOnly: true }))).toEqual([329, 333]);
  });

  it("lists exactly the entries the sandbox made wrong, in a history of 2,000", () => {
    const { user, entries, rows } = rowsOf("user-long");
    // What the sandbox planted (traits), where the details still carry what shows it (keys may be dropped).
    const planted = entries
      .filter((entry, index) => {
        const traits = traitsFor(user, isDuplicate(user, index) ? index - 1 : index);
        if (entry.type !== "qr_invoice" || traits.detailsForm !== "json") return false;
        const details = JSON.parse(entry.details) as Record<string, unknown>;
        if (details.qrContent === undefined) return false;
        if (traits.qr.anomaly === "bad_crc") return true;
        return traits.qr.anomaly === "mismatch" && details.qRis !== undefined;
      })
      .map((entry) => entry.seq);
    expect(planted.length).toBeGreaterThan(20);
    expect(seqs(filterRows(rows, { ...NO_FILTER, qrProblemsOnly: true }))).toEqual(planted);
  });
});
