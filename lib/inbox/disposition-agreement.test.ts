import { describe, expect, it } from "vitest";
import { agreesWithProvider } from "./disposition-agreement";

describe("agreesWithProvider", () => {
  it("agrees only when the disposition neither disagrees nor asks for a follow-up", () => {
    expect(agreesWithProvider({ disagrees: false, followUp: false })).toBe(true);
    expect(agreesWithProvider({ disagrees: true, followUp: false })).toBe(false);
    expect(agreesWithProvider({ disagrees: false, followUp: true })).toBe(false);
    expect(agreesWithProvider({ disagrees: true, followUp: true })).toBe(false);
  });
});
