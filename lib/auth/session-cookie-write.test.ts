import { describe, expect, it } from "vitest";
import { sessionIdFromCookies } from "./session-cookie";
import { sessionCookie } from "./session-cookie-write";

const secret = "a-test-auth-secret-long-enough-0123456789";
const user = { id: "u1", email: "reviewer@example.com", name: "Reviewer" };

describe("the cookie of a replaced session", () => {
  it("is read back as the new session's id, under its own cookie name only", async () => {
    for (const name of ["authjs.session-token", "__Secure-authjs.session-token"]) {
      const { value, options } = await sessionCookie(secret, name, user, "new-session-id", 3600);
      expect(options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", maxAge: 3600 });
      expect(options.secure).toBe(name.startsWith("__Secure-"));
      expect(value).not.toContain("new-session-id");
      expect(await sessionIdFromCookies([{ name, value }], name, secret)).toBe("new-session-id");
    }
    const { value } = await sessionCookie(secret, "authjs.session-token", user, "sid-2", 3600);
    expect(
      await sessionIdFromCookies([{ name: "x", value }], "__Secure-authjs.session-token", secret),
    ).toBeNull();
    expect(
      await sessionIdFromCookies(
        [{ name: "authjs.session-token", value }],
        "authjs.session-token",
        "another-secret-0123456789-abcdefghij",
      ),
    ).toBeNull();
  });
});
