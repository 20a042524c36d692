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

const exportOf = (id: string, format = "csv") =>
  GET(new Request(`http://app.test/api/reconcile/${id}/export?format=${format}`), {
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
    ]);
    expect(records[0]?.["Partner reference"]).toBe('\'=HYPERLINK("http://evil.test")');

    const xlsx = await exportOf(id, "xlsx");
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(3).getCell(5).value).toBe("Amount differs");
    expect(sheet?.getRow(2).getCell(4).value).toBe('\'=HYPERLINK("http://evil.test")');
    const audited = await db().auditEvent.findMany({ where: { action: "reconcile.export", targetId: id } });
    expect(audited).toHaveLength(2);
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
