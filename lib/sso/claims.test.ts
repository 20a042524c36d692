import { describe, expect, it } from "vitest";
import { readClaims } from "./claims";

describe("readClaims", () => {
  it("reads the subject, a lower-cased email, whether it is verified, the name and the groups", () => {
    expect(
      readClaims(
        {
          iss: "https://idp.example.test",
          sub: "u1",
          email: "Ana@Example.test",
          email_verified: true,
          name: " Ana ",
          roles: ["a", 3, "b"],
        },
        "roles",
      ),
    ).toEqual({
      issuer: "https://idp.example.test",
      subject: "u1",
      email: "ana@example.test",
      emailVerified: true,
      name: "Ana",
      groups: ["a", "b"],
    });
  });

  it('takes "true" as verified and anything else, or nothing, as not verified', () => {
    const verified = (value: unknown) =>
      readClaims({ iss: "i", sub: "u", email: "a@b.test", email_verified: value }, "g");
    expect(verified("true")?.emailVerified).toBe(true);
    expect(verified("yes")?.emailVerified).toBe(false);
    expect(verified(1)?.emailVerified).toBe(false);
    expect(readClaims({ iss: "i", sub: "u", email: "a@b.test" }, "g")?.emailVerified).toBe(false);
  });

  it("has no email for a malformed one, one group for a string, none for anything else", () => {
    expect(readClaims({ iss: "i", sub: "u", email: "not an email", groups: "ops" }, "groups")).toMatchObject({
      email: null,
      groups: ["ops"],
    });
    expect(readClaims({ iss: "i", sub: "u", groups: { ops: true } }, "groups")?.groups).toEqual([]);
  });

  it("reads nothing from claims without an issuer or a subject, or with a subject longer than 255", () => {
    expect(readClaims({ iss: "i", email: "a@b.test", email_verified: true }, "groups")).toBeNull();
    expect(readClaims({ sub: "u", email: "a@b.test", email_verified: true }, "groups")).toBeNull();
    expect(readClaims({ iss: "i", sub: "u".repeat(256) }, "groups")).toBeNull();
  });
});
