import { describe, expect, it } from "vitest";
import { scrubDetail } from "./smtp";

describe("scrubDetail", () => {
  it("keeps the server's answer without the addresses it echoes", () => {
    expect(scrubDetail("250 2.0.0 Ok: queued as 4F2 <someone@example.test>")).toBe(
      "250 2.0.0 Ok: queued as 4F2 …",
    );
    expect(scrubDetail("550 5.1.1 someone@example.test: Recipient\r\n address rejected")).toBe(
      "550 5.1.1 … Recipient address rejected",
    );
  });

  it("keeps the log line short", () => {
    expect(scrubDetail("x".repeat(1_000))).toHaveLength(200);
  });
});
