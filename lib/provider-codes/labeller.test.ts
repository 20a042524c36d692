import { describe, expect, it } from "vitest";
import { REFUNDED_BILL_STATUS } from "@/test/provider-codes";
import { DEFAULT_CODES } from "./defaults";
import { codeLabeller } from "./labeller";

describe("code labeller (exports)", () => {
  it("writes a recorded meaning in the export's language", () => {
    expect(codeLabeller(DEFAULT_CODES, "id")("trxStatus", "settled")).toBe("Selesai (settled)");
    expect(codeLabeller(DEFAULT_CODES, "en")("trxStatus", "settled")).toBe("Settled");
    expect(codeLabeller([...DEFAULT_CODES, REFUNDED_BILL_STATUS], "id")("billStatus", "2")).toBe(
      "Dikembalikan",
    );
  });

  it("writes a code without a meaning as received, a bill status named as one", () => {
    const en = codeLabeller(DEFAULT_CODES, "en");
    expect(en("billStatus", "2")).toBe("Status 2");
    expect(en("qrStatus", "refunded")).toBe("refunded");
    expect(en("trxStatus", "SETTLED")).toBe("SETTLED");
    expect(en("billSide", "cr")).toBe("cr");
  });
});
