import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "./log";

describe("log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes one JSON line and never the value of a secret-looking field", () => {
    const spy = vi.spyOn(console, "info").mockImplementation(() => {});
    log.info("callback_received", {
      deliveryId: "d1",
      token: "abc",
      clientSecret: "s3cr3t",
      motherMaidenName: "Siti",
      selfieImageUrl: "https://x",
    });
    const line = JSON.parse(String(spy.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ level: "info", event: "callback_received", deliveryId: "d1" });
    expect(JSON.stringify(line)).not.toMatch(/abc|s3cr3t|Siti|https:\/\/x/);
  });
});
