import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT_BYTES } from "@/lib/http/body-limits";
import { config, proxy } from "@/proxy";

beforeAll(() => {
  process.env.AUTH_SECRET ||= "unit-tests-secret-unit-tests-secret-0123";
  process.env.ENCRYPTION_KEY ||= Buffer.alloc(32, 3).toString("base64");
});

const UUID = /^[0-9a-f-]{36}$/;
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe("proxy", () => {
  it("gives a page request an id, in the app's headers, the answer and the error page's cookie", () => {
    const response = proxy(
      new NextRequest("http://app.test/history?q=1", { headers: { "x-request-id": "forged-123456" } }),
    );
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(forwarded(response, "x-request-id")).toBe(id);
    expect(forwarded(response, "x-request-path")).toBe("/history?q=1");
    expect(response.headers.get("content-security-policy")).toContain(
      `'nonce-${forwarded(response, "x-nonce")}'`,
    );
    expect(response.headers.get("set-cookie")).toMatch(
      new RegExp(`^request-id=${id}; Path=/; .*SameSite=strict`, "i"),
    );
  });

  it("gives an API request an id, and no nonce or cookie", () => {
    const response = proxy(new NextRequest("http://app.test/api/system"));
    expect(response.headers.get("x-request-id")).toMatch(UUID);
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("gives a server action an id but sets no cookie, which would make Next.js render the whole page again", () => {
    const response = proxy(
      new NextRequest("http://app.test/history?user=user-0042", {
        method: "POST",
        headers: { "next-action": "7f0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3" },
      }),
    );
    expect(response.headers.get("x-request-id")).toMatch(UUID);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    ["a page", "/history?user=user-0042", { rsc: "1" }],
    ["a page's prefetch", "/history", { rsc: "1", "next-router-prefetch": "1" }],
    [
      "an action sent as a prefetch",
      "/settings/account",
      { "next-action": "7f0a1b2c", "next-router-prefetch": "1" },
    ],
    ["next-auth's pages", "/api/auth/signout", { "next-router-prefetch": "1" }],
  ])("runs for %s, whatever its headers", (_name, url, headers) => {
    expect(unstable_doesMiddlewareMatch({ config, url, headers })).toBe(true);
  });

  it("gives a prefetch its CSP and its own id, whatever id the client sent", () => {
    const response = proxy(
      new NextRequest("http://app.test/lookup", {
        headers: { rsc: "1", "next-router-prefetch": "1", "x-request-id": "forged-by-client-0001" },
      }),
    );
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(forwarded(response, "x-request-id")).toBe(id);
    expect(response.headers.get("content-security-policy")).toContain(
      `'nonce-${forwarded(response, "x-nonce")}'`,
    );
  });

  it("refuses a server action whose declared body is larger than any action takes, before reading it", () => {
    const action = (bytes: number) =>
      proxy(
        new NextRequest("http://app.test/lookup", {
          method: "POST",
          headers: { "next-action": "7f00", "content-length": String(bytes) },
        }),
      );
    const refused = action(ACTION_BODY_LIMIT_BYTES + 1);
    expect(refused.status).toBe(413);
    expect(refused.headers.get("x-request-id")).toMatch(UUID);
    expect(action(ACTION_BODY_LIMIT_BYTES).status).toBe(200);
  });

  it("makes a new id for every request", () => {
    const ids = new Set(
      Array.from({ length: 5 }, () => proxy(new NextRequest("http://app.test/")).headers.get("x-request-id")),
    );
    expect(ids.size).toBe(5);
  });
});
