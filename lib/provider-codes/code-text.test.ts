import { describe, expect, it } from "vitest";
import { asReceivedText, codeBook, codeText } from "./code-text";
import { DEFAULT_CODES } from "./defaults";
import type { CodeMeaning } from "./fields";

const asReceived = asReceivedText({
  billStatus: (code) => `Status ${code}`,
  entryType: (code) => `Unknown type: ${code}`,
});
const refunded: CodeMeaning = {
  field: "billStatus",
  code: "2",
  labelId: "Dikembalikan",
  labelEn: "Refunded",
  tone: "failed",
  countsAsPaid: false,
};

describe("a provider code as a person reads it", () => {
  it("without a recorded meaning: as received, neutral, not paid", () => {
    const book = codeBook(DEFAULT_CODES);
    for (const [field, raw, text] of [
      ["billStatus", "2", "Status 2"],
      ["billStatus", "1", "Status 1"],
      ["trxStatus", "refunded", "refunded"],
      ["trxStatus", "Settled", "Settled"],
      ["qrStatus", "failed", "failed"],
      ["billSide", "cr", "cr"],
      ["entryType", "cashback", "Unknown type: cashback"],
    ] as const) {
      expect(codeText(book, field, raw, "en", asReceived), `${field} ${raw}`).toEqual({
        raw,
        text,
        tone: "neutral",
        countsAsPaid: false,
        labelled: false,
      });
    }
  });

  it("with a recorded meaning: its label in the person's language, its tone, whether it counts as paid", () => {
    const book = codeBook([...DEFAULT_CODES, refunded]);
    expect(codeText(book, "billStatus", "2", "id", asReceived)).toEqual({
      raw: "2",
      text: "Dikembalikan",
      tone: "failed",
      countsAsPaid: false,
      labelled: true,
    });
    expect(codeText(book, "billStatus", "2", "en", asReceived).text).toBe("Refunded");
    expect(codeText(book, "trxStatus", "settled", "id", asReceived)).toMatchObject({
      text: "Selesai (settled)",
      tone: "success",
      countsAsPaid: true,
    });
    expect(codeText(book, "qrStatus", "success", "id", asReceived).text).toBe("Berhasil (success)");
    // A meaning belongs to its field: the same text in another field means nothing.
    expect(codeText(book, "qrStatus", "2", "en", asReceived).labelled).toBe(false);
    expect(codeText(book, "trxStatus", "success", "en", asReceived).labelled).toBe(false);
  });
});
