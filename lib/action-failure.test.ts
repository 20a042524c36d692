import { describe, expect, it } from "vitest";
import { ActionFailure, dataOrThrow } from "./action-failure";

describe("dataOrThrow", () => {
  it("gives the data of a success", () => {
    expect(dataOrThrow({ ok: true, data: { id: "x" } })).toEqual({ id: "x" });
  });

  it("throws a refusal with its code, detail and field errors", () => {
    const refusal = {
      ok: false as const,
      error: "provider_rate_limited",
      detail: { retryAfterMs: 3000 },
      fieldErrors: { q: ["required"] },
    };
    expect(() => dataOrThrow(refusal)).toThrow(ActionFailure);
    try {
      dataOrThrow(refusal);
    } catch (error) {
      expect(error).toMatchObject({ code: "provider_rate_limited", detail: { retryAfterMs: 3000 } });
      expect((error as ActionFailure).fieldErrors).toEqual({ q: ["required"] });
    }
  });
});

describe("ActionFailure.from", () => {
  it("keeps a refusal and calls anything else unexpected", () => {
    const refusal = new ActionFailure("forbidden");
    expect(ActionFailure.from(refusal)).toBe(refusal);
    expect(ActionFailure.from(new TypeError("Failed to fetch"))).toMatchObject({
      code: "unexpected",
      detail: {},
    });
  });
});
