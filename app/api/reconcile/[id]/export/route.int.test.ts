import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { createRun, type IncomingRow } from "@/lib/reconciliation/create-run";
import { makeUser, resetDb } from "@/test/db";
import { signInAs } from "@/test/signed-in";
import { GET } from "./route";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));

async function signedInAs(roles: Role[]) {
  const user = await makeUser(roles);
  signInAs({ id: user.id, email: user.email, name: user.name, roles, locale: "en" });
  return user;
}

const exportOf = (id: string, format = "csv", filter = "") =>
  GET(new Request(`http://app.test/api/reconcile/${id}/export?format=${format}${filter}`), {
    params: Promise.resolve({ id }),
  });

const row = (rowNumber: number, identifier: string): IncomingRow => ({
  rowNumber,
  identifier,
  identifierKind: "auto",
  expectedAmountMinor: 123456789n,
  expectedStatus: "SUCCESS",
  expectedDate: null,
  partnerReference: '=HYPERLINK("http://evil.test")',
});

/** A ledger run of two asked rows (one matched, one whose amount differs) and an invalid one. */
async function answeredRun(ownerId: string) {
  const run = await db().$transaction((tx) =>
    createRun(tx, { ownerId, source: "ledger", fileName: "ledger.csv", fileSize: 10 }, [
      row(2, "INV-1"),
      row(3, "INV-2"),
      { rowNumber: 4, invalid: { code: "missing_identifier" }, raw: "-2+3" },
      { rowNumber: 5, invalid: { code: "bad_amount", column: "Nominal (IDR)" }, raw: "INV-5 | lima ribu" },
    ]),
  );
  const answered = { state: "done", providerStatus: "SUCCESS", providerCurrency: "IDR", askedAt: new Date() };
  await db().reconcileRow.update({
    where: { runId_rowNumber: { runId: run.id, rowNumber: 2 } },
    data: { ...answered, bucket: "matched", providerAmountMinor: "123456789" },
  });
  await db().reconcileRow.update({
    where: { runId_rowNumber: { runId: run.id, rowNumber: 3 } },
    data: { ...answered, bucket: "amount_differs", providerAmountMinor: "100" },
  });
  return run.id;
}

describe("GET /api/reconcile/<id>/export", () => {
  beforeEach(() => resetDb());

  it("writes every row with its bucket, exact amounts, and formulas neutralized, as CSV and XLSX", async () => {
    const me = await signedInAs(["agent"]);
    const id = await answeredRun(me.id);

    const csv = await exportOf(id);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="reconcile-ledger-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records = parse(await csv.text(), { bom: true, columns: true }) as Record<string, string>[];
    const cells = records.map((r) => [
      r.Row,
      r.Identifier,
      r.Result,
      r["Expected amount"],
      r["Provider amount"],
    ]);
    expect(cells).toEqual([
      ["2", "INV-1", "Matched", "1234567.89", "1234567.89"],
      ["3", "INV-2", "Amount differs", "1234567.89", "1.00"],
      // An invalid row keeps what it held, neutralized like every text cell.
      ["4", "'-2+3", "Invalid row", "", ""],
      ["5", "INV-5 | lima ribu", "Invalid row", "", ""],
    ]);
    // The problem names the ledger's column, in its text and in a column of its own.
    expect(records.map((r) => [r.Problem, r["Problem column"]])).toEqual([
      ["", ""],
      ["", ""],
      ["The row has no identifier.", ""],
      ["The amount in column “Nominal (IDR)” is not written in the format chosen for it.", "Nominal (IDR)"],
    ]);
    expect(records[0]?.["Partner reference"]).toBe('\'=HYPERLINK("http://evil.test")');

    const xlsx = await exportOf(id, "xlsx");
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(5);
    expect(sheet?.getRow(3).getCell(5).value).toBe("Amount differs");
    expect(sheet?.getRow(2).getCell(4).value).toBe('\'=HYPERLINK("http://evil.test")');
    const audited = await db().auditEvent.findMany({ where: { action: "reconcile.export", targetId: id } });
    expect(audited).toHaveLength(2);
  });

  it("exports exactly the rows the page's bucket and search show, as CSV and XLSX", async () => {
    const me = await signedInAs(["agent"]);
    const id = await answeredRun(me.id);
    const identifiers = async (filter: string) => {
      const csv = await exportOf(id, "csv", filter);
      expect(csv.status).toBe(200);
      return (parse(await csv.text(), { bom: true, columns: true }) as Record<string, string>[]).map(
        (r) => r.Identifier,
      );
    };
    expect(await identifiers("&bucket=invalid")).toEqual(["'-2+3", "INV-5 | lima ribu"]);
    expect(await identifiers("&q=INV-2")).toEqual(["INV-2"]);
    expect(await identifiers("&bucket=amount_differs&q=INV-2")).toEqual(["INV-2"]);
    expect(await identifiers("&bucket=matched&q=INV-2")).toEqual([]);
    // The search is the whole value, as on the page: a part of a reference finds nothing.
    expect(await identifiers("&q=HYPERLINK")).toEqual([]);

    const xlsx = await exportOf(id, "xlsx", "&bucket=matched");
    expect(xlsx.headers.get("content-disposition")).toMatch(/-matched\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    expect(book.worksheets[0]?.rowCount).toBe(2);
    expect(book.worksheets[0]?.getRow(2).getCell(2).value).toBe("INV-1");
    // The neutralizer still guards the filtered file.
    expect(book.worksheets[0]?.getRow(2).getCell(4).value).toBe('\'=HYPERLINK("http://evil.test")');

    // Audited with the bucket and that it was searched, never the searched text.
    const audited = await db().auditEvent.findMany({
      where: { action: "reconcile.export", targetId: id },
      orderBy: { at: "asc" },
    });
    expect(audited.map((entry) => JSON.parse(entry.detail ?? "{}"))).toContainEqual({
      format: "csv",
      rows: 1,
      bucket: "amount_differs",
      searched: true,
    });
    expect(audited.some((entry) => entry.detail?.includes("INV-2"))).toBe(false);
    expect((await exportOf(id, "csv", "&bucket=nonsense")).status).toBe(400);
  });

  it("answers not found for a run the person may not see, and exports any run to a manager", async () => {
    const owner = await makeUser(["agent"]);
    const id = await answeredRun(owner.id);
    await signedInAs(["agent"]);
    const refused = await exportOf(id);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "reconcile_run_not_found" });
    await signedInAs(["manager"]);
    expect((await exportOf(id)).status).toBe(200);
  });

  it("refuses a person without the permission, and a format it does not write", async () => {
    const owner = await makeUser(["agent"]);
    const id = await answeredRun(owner.id);
    await signedInAs(["compliance"]);
    expect((await exportOf(id)).status).toBe(403);
    await signedInAs(["agent"]);
    expect((await exportOf(id, "jsonl")).status).toBe(400);
  });
});
