import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { open, SecretBoxError, seal } from "./secret-box";

const key = { version: 1, key: randomBytes(32) };

function tamper(sealed: string, index: number): string {
  const parts = sealed.split(".");
  const bytes = Buffer.from(parts[index] ?? "", "base64url");
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  parts[index] = bytes.toString("base64url");
  return parts.join(".");
}

describe("secret box", () => {
  it("round-trips, with a fresh IV every time", () => {
    const a = seal("client-secret-✓", key, "clientSecret");
    const b = seal("client-secret-✓", key, "clientSecret");
    expect(a).not.toBe(b);
    expect(open(a, [key], "clientSecret")).toBe("client-secret-✓");
    expect(a).not.toContain("client-secret");
  });

  it.each([
    ["IV", 2],
    ["tag", 3],
    ["ciphertext", 4],
  ])("detects a changed %s", (_, index) => {
    const sealed = seal("secret", key, "clientSecret");
    expect(() => open(tamper(sealed, index), [key], "clientSecret")).toThrow(SecretBoxError);
  });

  it("refuses the wrong key, a missing key version, another field's value and garbage", () => {
    const sealed = seal("secret", key, "clientSecret");
    expect(() => open(sealed, [{ version: 1, key: randomBytes(32) }], "clientSecret")).toThrow(
      /altered or sealed/,
    );
    expect(() => open(sealed, [{ version: 2, key: key.key }], "clientSecret")).toThrow(/version 1/);
    expect(() => open(sealed, [key], "callbackToken")).toThrow(SecretBoxError);
    expect(() => open("plain text", [key], "clientSecret")).toThrow(/format/);
  });

  it("never puts the secret into an error message", () => {
    const sealed = seal("super-secret-value", key, "clientSecret");
    try {
      open(tamper(sealed, 4), [key], "clientSecret");
    } catch (error) {
      expect(String(error)).not.toContain("super-secret-value");
    }
  });
});
