import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keyringOf, keysOf, open, SecretBoxError, seal, sealedPrefix, sealedVersion } from "./secret-box";

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

  it("refuses a value whose tag or IV was cut short, which GCM would otherwise check against a shorter tag", () => {
    const sealed = seal("secret", key, "clientSecret");
    const parts = sealed.split(".");
    const cut = (index: number, bytes: number) =>
      parts
        .map((part, at) =>
          at === index ? Buffer.from(part, "base64url").subarray(0, bytes).toString("base64url") : part,
        )
        .join(".");
    for (const bytes of [4, 8, 12, 15]) {
      expect(() => open(cut(3, bytes), [key], "clientSecret"), `tag of ${bytes} bytes`).toThrow(
        expect.objectContaining({ reason: "format" }),
      );
    }
    expect(() => open(cut(2, 8), [key], "clientSecret")).toThrow(SecretBoxError);
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

describe("keyring", () => {
  const old = { version: 1, key: randomBytes(32) };
  const current = { version: 2, key: randomBytes(32) };
  const ring = keyringOf(current, [old]);

  it("seals with the current key and opens a value of any version it holds", () => {
    const before = seal("token", old, "callbackToken");
    const after = seal("token", ring.current, "callbackToken");
    expect(sealedVersion(before)).toBe(1);
    expect(sealedVersion(after)).toBe(2);
    expect(after.startsWith(sealedPrefix(2))).toBe(true);
    expect(open(before, ring, "callbackToken")).toBe("token");
    expect(open(after, ring, "callbackToken")).toBe("token");
    expect(keysOf(ring).map((k) => k.version)).toEqual([2, 1]);
  });

  it("names the version of a value sealed under a key it does not hold, and the versions it holds", () => {
    const stranger = seal("plaintext-xyz", { version: 7, key: randomBytes(32) }, "clientSecret");
    let caught: unknown;
    try {
      open(stranger, ring, "clientSecret");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SecretBoxError);
    expect(caught).toMatchObject({ reason: "unknown_version", version: 7 });
    expect(String(caught)).toMatch(/key version 7, which is not configured \(configured versions: 2, 1\)/);
    expect(String(caught)).not.toContain("plaintext-xyz");
  });

  it("tells a key that does not open the value from a missing one", () => {
    const forged = seal("secret", { version: 1, key: randomBytes(32) }, "clientSecret");
    expect(() => open(forged, ring, "clientSecret")).toThrow(
      /version 1: it was altered or sealed with another key/,
    );
  });

  it("reads the version only from a well-formed value", () => {
    expect(sealedVersion("sb1.12.a.b.c")).toBe(12);
    for (const value of ["plain", "sb1..a.b.c", "sb1.0.a.b.c", "sb1.x1.a.b.c", "sb2.1.a.b.c", "sb1.-1.a"]) {
      expect(sealedVersion(value)).toBeNull();
    }
    expect(() => open("sb1.x1.a.b.c", ring, "clientSecret")).toThrow(/format/);
  });
});
