import { describe, expect, it } from "vitest";
import { lookupHref, lookupOffer } from "./lookup-offer";
import type { HistoryRowData } from "./types";

const ID = "0A1B2C3D-0000-4000-8000-00000000ABCD";
const details = (kind: "qr_invoice" | "payment_bill") =>
  ({ kind, data: {}, missing: [], invalid: [], extra: [] }) as HistoryRowData["details"];

describe("the lookup a history entry offers", () => {
  it("uses a QR payment's transactionId as the partner's id, exactly as the entry has it", () => {
    const offer = lookupOffer({ details: details("qr_invoice"), transactionId: ID });
    expect(offer).toEqual({ key: "transactionId", id: ID, kind: "partnerId" });
    expect(offer && lookupHref(offer)).toBe(`/lookup?q=${ID}&kind=partnerId&from=history`);
  });

  it("offers nothing for a bill's trxId, for an entry without an identifier, or for unreadable details", () => {
    expect(lookupOffer({ details: details("payment_bill"), transactionId: ID })).toBeNull();
    expect(lookupOffer({ details: details("qr_invoice"), transactionId: null })).toBeNull();
    expect(
      lookupOffer({ details: { kind: "raw", reason: "not_json", text: "{" }, transactionId: ID }),
    ).toBeNull();
  });
});
