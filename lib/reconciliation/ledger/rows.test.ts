import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { ColumnMapping } from "../schemas";
import { identifierKindOf } from "./identifier-kind";
import { previewLedger } from "./preview";
import { readLedger } from "./read";
import { LedgerColumnMissing, toLedgerRows } from "./rows";

const utf8 = (text: string) => new TextEncoder().encode(text);
const UUID = "3f2b8c1e-7a4d-4e1b-9c2a-5d6e7f8a9b0c";

const MAPPING: ColumnMapping = {
  identifier: "ID",
  identifierKind: "Jenis",
  amount: "Jumlah",
  amountFormat: "id",
  status: "Status",
  date: null,
  reference: "Ref",
};

const rowsOf = async (csv: string, mapping: ColumnMapping = MAPPING) =>
  toLedgerRows(await readLedger(utf8(csv), "ledger.csv"), mapping);

describe("a ledger's rows", () => {
  it("hands over each row's identifier, kind, exact amount, status and reference", async () => {
    const rows = await rowsOf(
      `ID;Jenis;Jumlah;Status;Ref\n"${UUID.toUpperCase()}";requestId;IDR 1.234.567,89;SUCCESS;INV-1\nTRX-9;;Rp 10.000;FAILED;\n`,
    );
    expect(rows).toEqual([
      {
        rowNumber: 2,
        identifier: UUID.toUpperCase(),
        identifierKind: "requestId",
        expectedAmountMinor: 123456789n,
        expectedStatus: "SUCCESS",
        expectedDate: null,
        partnerReference: "INV-1",
      },
      {
        rowNumber: 3,
        identifier: "TRX-9",
        identifierKind: "auto",
        expectedAmountMinor: 1000000n,
        expectedStatus: "FAILED",
        expectedDate: null,
        partnerReference: null,
      },
    ]);
  });

  it("says why each invalid row cannot be asked, by row, with a bounded excerpt", async () => {
    const long = "X".repeat(300);
    const rows = await rowsOf(
      [
        "ID;Jenis;Jumlah;Status;Ref",
        ";partnerId;Rp 1.000;SUCCESS;a",
        `${"A".repeat(129)};partnerId;Rp 1.000;SUCCESS;b`,
        "TRX 1;partnerId;Rp 1.000;SUCCESS;c",
        "TRX-2;customerId;Rp 1.000;SUCCESS;d",
        "TRX-3;partnerId;1,000.00;SUCCESS;e",
        "TRX-4;partnerId;;SUCCESS;f",
        "TRX-5;partnerId;Rp 1.000;;g",
        `TRX-6;partnerId;Rp 1.000;SUCCESS;${long}`,
      ].join("\n"),
    );
    expect(
      rows.map((row) => ("invalid" in row ? [row.rowNumber, row.invalid] : [row.rowNumber, "ok"])),
    ).toEqual([
      [2, { code: "missing_identifier" }],
      [3, { code: "identifier_too_long" }],
      [4, { code: "identifier_spaces" }],
      [5, { code: "unknown_identifier_kind", column: "Jenis" }],
      [6, { code: "bad_amount", column: "Jumlah" }],
      [7, { code: "missing_amount", column: "Jumlah" }],
      [8, { code: "missing_status", column: "Status" }],
      [9, { code: "reference_too_long", column: "Ref" }],
    ]);
    const excerpt = rows[7] && "raw" in rows[7] ? rows[7].raw : "";
    expect(excerpt.length).toBe(200);
    expect(excerpt.startsWith("TRX-6 | partnerId | Rp 1.000 | SUCCESS | XXX")).toBe(true);
  });

  it("marks a repeated identifier and kind with the first row's number, a UUID in any case being the same", async () => {
    const rows = await rowsOf(
      [
        "ID;Jenis;Jumlah;Status;Ref",
        `${UUID};;Rp 1;SUCCESS;`,
        "TRX-1;partner;Rp 1;SUCCESS;",
        `${UUID.toUpperCase().replaceAll("-", "")};request id;Rp 2;SUCCESS;`,
        "TRX-1;requestId;Rp 1;SUCCESS;",
        "TRX-1;Transaction_ID;Rp 1;SUCCESS;",
      ].join("\n"),
    );
    expect(rows.map((row) => [row.rowNumber, "duplicateOf" in row ? row.duplicateOf : undefined])).toEqual([
      [2, undefined],
      [3, undefined],
      [4, 2],
      // Asked as a request ID, TRX-1 is another question than the partner's TRX-1.
      [5, undefined],
      [6, 3],
    ]);
  });

  it("refuses the whole ledger when a mapped column is missing, naming it", async () => {
    const table = await readLedger(utf8("ID;Jumlah\nTRX-1;Rp 1\n"), "ledger.csv");
    const refusal = (() => {
      try {
        toLedgerRows(table, { ...MAPPING, identifierKind: null, status: null, reference: "Referensi" });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(LedgerColumnMissing);
    expect(refusal).toMatchObject({ code: "reconcile_missing_column", column: "Referensi" });
  });

  it("reads an XLSX number cell as the sheet shows it, whatever the declared format; names formula and error cells", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Ledger");
    sheet.addRow(["ID", "Jumlah"]);
    sheet.addRow(["TRX-1", 1234567.89]);
    sheet.addRow(["TRX-2", "Rp 1.234.567,89"]);
    sheet.addRow(["TRX-3", { formula: "B2+1" }]);
    sheet.addRow(["TRX-4", { error: "#DIV/0!" }]);
    // What Excel saves for =10.1+20.2, shown there as 30.3.
    sheet.addRow(["TRX-5", { formula: "10.1+20.2", result: 10.1 + 20.2 }]);
    const table = await readLedger(new Uint8Array(await workbook.xlsx.writeBuffer()), "ledger.xlsx");
    const mapping: ColumnMapping = { ...MAPPING, identifierKind: null, status: null, reference: null };
    expect(
      toLedgerRows(table, mapping).map((row) =>
        "invalid" in row ? row.invalid : (row.expectedAmountMinor as bigint | null),
      ),
    ).toEqual([
      123456789n,
      123456789n,
      { code: "formula_without_value", column: "Jumlah" },
      { code: "cell_error", column: "Jumlah" },
      3030n,
    ]);
  });
});

describe("the identifier kind column", () => {
  it("accepts the documented spellings in any case, with spaces, underscores or dashes", () => {
    expect(["requestId", "REQUEST_ID", "request id", "Request"].map(identifierKindOf)).toEqual(
      Array(4).fill("requestId"),
    );
    expect(
      ["partnerId", "partner-id", "Partner", "transactionId", "TRANSACTION ID"].map(identifierKindOf),
    ).toEqual(Array(5).fill("partnerId"));
    expect(["", "auto", "AUTO"].map(identifierKindOf)).toEqual(["auto", "auto", "auto"]);
    expect(["customerId", "id", "uuid", "toString", "x".repeat(100)].map(identifierKindOf)).toEqual(
      Array(5).fill(null),
    );
  });
});

describe("the preview", () => {
  it("shows the first rows, every problem up to fifty, the missing columns first, and the counts", async () => {
    const lines = ["ID;Jenis;Jumlah;Status;Ref"];
    for (let i = 0; i < 60; i++) lines.push(`TRX-${i};;Rp 1;SUCCESS;`, `TRX-${i};;bad;SUCCESS;`, "");
    lines.push("TRX-0;;Rp 1;SUCCESS;");
    const bytes = utf8(lines.join("\n"));
    const preview = await previewLedger(bytes, "ledger.csv", MAPPING);
    expect(preview).toMatchObject({ format: "csv", rowCount: 121, invalidRows: 60, duplicateRows: 1 });
    expect(preview.emptyRows).toBe(60);
    expect(preview.rows).toHaveLength(10);
    expect(preview.rows[1]).toEqual({ rowNumber: 3, cells: ["TRX-0", "", "bad", "SUCCESS", ""] });
    expect(preview.problems).toHaveLength(50);
    expect(preview.problems[0]).toEqual({
      rowNumber: 3,
      code: "bad_amount",
      column: "Jumlah",
      raw: "TRX-0 |  | bad | SUCCESS | ",
    });

    const unmapped = await previewLedger(bytes, "ledger.csv", { ...MAPPING, date: "Tanggal" });
    expect(unmapped.problems).toEqual([{ rowNumber: null, code: "missing_column", column: "Tanggal" }]);
    expect(unmapped.rowCount).toBe(121);
  });

  it("lists a repeated row as a problem pointing at the first", async () => {
    const preview = await previewLedger(utf8("ID\nTRX-1\nTRX-2\nTRX-1\n"), "ledger.csv", {
      ...MAPPING,
      identifierKind: null,
      amount: null,
      status: null,
      reference: null,
    });
    expect(preview.problems).toEqual([{ rowNumber: 4, code: "duplicate", duplicateOf: 2 }]);
  });
});
