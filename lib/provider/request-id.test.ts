import { describe, expect, it } from "vitest";
import { createHistoryRequestIdGenerator } from "./request-id";

describe("createHistoryRequestIdGenerator", () => {
  it("writes client id, the WIB wall clock and a 4-digit increment", () => {
    // 2024-12-31T17:59:58.500Z is 2025-01-01 00:59:58 in Jakarta.
    const next = createHistoryRequestIdGenerator({
      clientId: "PARTNER01",
      now: () => Date.UTC(2024, 11, 31, 17, 59, 58, 500),
    });
    expect(next()).toBe("PARTNER01202501010059580000");
    expect(next()).toBe("PARTNER01202501010059580001");
  });

  it("wraps the increment after 9999", () => {
    const next = createHistoryRequestIdGenerator({ clientId: "C", now: () => 0, firstIncrement: 9998 });
    expect([next(), next(), next()].map((id) => id.slice(-4))).toEqual(["9998", "9999", "0000"]);
  });

  it("follows the clock between calls", () => {
    let time = Date.UTC(2025, 5, 1, 0, 0, 0);
    const next = createHistoryRequestIdGenerator({ clientId: "C", now: () => time });
    const first = next();
    time += 1000;
    const second = next();
    expect(first).toBe("C202506010700000000");
    expect(second).toBe("C202506010700010001");
  });
});
