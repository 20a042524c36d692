import { afterEach, describe, expect, it } from "vitest";
import { captureLogLines } from "@/test/log-lines";
import { log, REDACTED } from "./log";
import { runWithRequestId } from "./request-context";

describe("log", () => {
  let capture: ReturnType<typeof captureLogLines>;
  afterEach(() => capture.restore());

  it("writes one JSON line per event and never the value of a secret-looking field", () => {
    capture = captureLogLines();
    log.info("callback_received", {
      deliveryId: "d1",
      token: "abc",
      clientSecret: "s3cr3t",
      motherMaidenName: "Siti",
      selfieImageUrl: "https://x",
      headers: { authorization: "Bearer zzz", "x-callback-token": "cb-cb-cb" },
      attempt: { settings: { newPassword: "pw-pw-pw" } },
    });
    const [line] = capture.lines();
    expect(line).toMatchObject({
      level: "info",
      event: "callback_received",
      deliveryId: "d1",
      token: REDACTED,
    });
    expect(line?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(capture.text()).not.toMatch(/abc|s3cr3t|Siti|https:\/\/x|zzz|cb-cb-cb|pw-pw-pw/);
    expect(capture.text().trim().split("\n")).toHaveLength(1);
  });

  it("reduces an error to its class, message and code", () => {
    capture = captureLogLines();
    log.error("store_failed", {
      error: Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }),
    });
    expect(capture.lines()[0]?.error).toEqual({
      name: "Error",
      message: "database is locked",
      code: "SQLITE_BUSY",
    });
  });

  it("adds the request's id to every line written while serving it, and only then", async () => {
    capture = captureLogLines();
    await runWithRequestId("req-0123456789", async () => {
      log.info("first");
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn("after_waiting");
    });
    log.info("outside");
    expect(capture.lines().map((line) => [line.event, line.requestId])).toEqual([
      ["first", "req-0123456789"],
      ["after_waiting", "req-0123456789"],
      ["outside", undefined],
    ]);
  });
});
