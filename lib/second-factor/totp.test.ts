import { describe, expect, it } from "vitest";
import { newTotpSecret, totpCode, totpStep, totpUri } from "./totp";

const secret = newTotpSecret();
const period = 30;
const at = new Date("2026-11-23T08:00:10Z");
const step = Math.floor(at.getTime() / 1000 / period);
const codeAt = (offsetSteps: number) =>
  totpCode(secret, period, new Date(at.getTime() + offsetSteps * 30_000));

describe("totpStep", () => {
  it("accepts the code of this step and names the step", () => {
    expect(totpStep(secret, codeAt(0), period, at)).toBe(step);
  });

  it("accepts the step before and after, and names each", () => {
    expect(totpStep(secret, codeAt(-1), period, at)).toBe(step - 1);
    expect(totpStep(secret, codeAt(1), period, at)).toBe(step + 1);
  });

  it("refuses codes two steps away", () => {
    expect(totpStep(secret, codeAt(-2), period, at)).toBeNull();
    expect(totpStep(secret, codeAt(2), period, at)).toBeNull();
  });

  it("refuses another secret's code and anything not six digits", () => {
    expect(totpStep(newTotpSecret(), codeAt(0), period, at)).toBeNull();
    expect(totpStep(secret, `${codeAt(0)}0`, period, at)).toBeNull();
    expect(totpStep(secret, "12345a", period, at)).toBeNull();
  });

  it("follows the factor's own period", () => {
    const short = totpCode(secret, 5, at);
    expect(totpStep(secret, short, 5, at)).toBe(Math.floor(at.getTime() / 5000));
  });
});

describe("totpUri", () => {
  it("carries the secret, the account and the issuer for the authenticator app", () => {
    const uri = new URL(totpUri(secret, "dewi@example.test"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Partner Back Office");
    expect(decodeURIComponent(uri.pathname)).toContain("dewi@example.test");
  });
});
