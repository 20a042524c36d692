import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withPublicOrigin } from "./public-origin";

const request = (headers: Record<string, string>) =>
  new NextRequest("http://localhost:3000/api/auth/callback/oidc?code=c&state=s", { headers });

describe("withPublicOrigin", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("puts the request on the address the browser used, as next-auth's sign-in functions do", async () => {
    expect((await withPublicOrigin(request({ host: "127.0.0.1:3601" }))).url).toBe(
      "http://127.0.0.1:3601/api/auth/callback/oidc?code=c&state=s",
    );
    const proxied = request({
      host: "10.0.0.5:3000",
      "x-forwarded-host": "office.example.test",
      "x-forwarded-proto": "https",
    });
    expect((await withPublicOrigin(proxied)).url).toBe(
      "https://office.example.test/api/auth/callback/oidc?code=c&state=s",
    );
  });

  it("leaves a malformed host, another scheme, or a configured AUTH_URL to next-auth", async () => {
    expect((await withPublicOrigin(request({ host: "evil.test/path" }))).url).toMatch(
      /^http:\/\/localhost:3000\//,
    );
    expect(
      (await withPublicOrigin(request({ host: "a.test", "x-forwarded-proto": "javascript" }))).url,
    ).toMatch(/^http:\/\/localhost:3000\//);
    vi.stubEnv("AUTH_URL", "https://office.example.test");
    expect((await withPublicOrigin(request({ host: "127.0.0.1:3601" }))).url).toMatch(
      /^http:\/\/localhost:3000\//,
    );
  });

  it("keeps the method, headers and body of a POST", async () => {
    const post = new NextRequest("http://localhost:3000/api/auth/callback/oidc", {
      method: "POST",
      headers: { host: "127.0.0.1:3601", "content-type": "application/x-www-form-urlencoded" },
      body: "code=c&state=s",
    });
    const seen = await withPublicOrigin(post);
    expect(seen.method).toBe("POST");
    expect(seen.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(await seen.text()).toBe("code=c&state=s");
  });
});
