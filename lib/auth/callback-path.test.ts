import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CALLBACK_PATH_LENGTH, safeCallbackPath, safeRedirectUrl } from "./callback-path";

const ORIGINS = ["https://backoffice.example.co.id", "http://127.0.0.1:3100"];

/** What a browser does with the answer: it resolves it against the page's own address. */
function landsOn(path: string, origin: string): string {
  return new URL(path, `${origin}/sign-in?callbackUrl=x`).origin;
}

describe("safeCallbackPath", () => {
  it("sends a path longer than any of this app's home before decoding it", () => {
    const long = `/lookup?q=${"%41".repeat(MAX_CALLBACK_PATH_LENGTH)}`;
    expect(safeCallbackPath(long)).toBe("/");
    expect(safeCallbackPath(`/lookup?q=${"a".repeat(MAX_CALLBACK_PATH_LENGTH - 20)}`)).not.toBe("/");
  });

  it.each([
    ["/lookup?q=abc", "/lookup?q=abc"],
    ["/settings/users/abc123", "/settings/users/abc123"],
    ["/history?from=2026-11-01&to=2026-11-22", "/history?from=2026-11-01&to=2026-11-22"],
    ["/inbox/../lookup", "/lookup"],
    ["/lookup?next=https://evil.example", "/lookup?next=https://evil.example"],
  ])("keeps the path of this app %s", (value, expected) => {
    expect(safeCallbackPath(value)).toBe(expected);
  });

  it.each([
    ["//evil.example/x"],
    ["///evil.example"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["/.//evil.example"],
    ["/./\\evil.example"],
    ["/%2e//evil.example"],
    ["/%2E//evil.example"],
    ["/a/..//evil.example"],
    ["/%2e%2e//evil.example"],
    ["/%2f%2fevil.example"],
    ["/%2F/evil.example"],
    ["/%5cevil.example"],
    ["/%5C%5Cevil.example"],
    ["/\t/evil.example"],
    ["/%09/evil.example"],
    ["/\n/evil.example"],
    ["/%0a/evil.example"],
    ["/%0d%0a/evil.example"],
    ["/\r\n/evil.example"],
    ["https://evil.example/x"],
    ["https:evil.example"],
    ["https:/evil.example"],
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    [" /lookup"],
    ["\u3000//evil.example"],
    ["/\uff0f/evil.example"],
    ["/\uff3cevil.example"],
    ["/%ef%bc%8f/evil.example"],
    ["/sign-in?callbackUrl=/x"],
    ["/sign-in"],
    [""],
    [undefined],
    [null],
    [42],
    [["/lookup"]],
  ])("sends %j home", (value) => {
    expect(safeCallbackPath(value)).toBe("/");
  });

  it("answers a path of this origin, whatever the input", () => {
    const piece = fc.constantFrom(
      "/",
      "\\",
      ".",
      "..",
      "%2e",
      "%2E",
      "%2f",
      "%5c",
      "%09",
      "%0a",
      "%0d",
      "%00",
      "%25",
      "\t",
      "\n",
      "\r",
      " ",
      "\uff0f",
      "\uff3c",
      "\u2215",
      "\u2044",
      "\u3002",
      "@",
      ":",
      "?",
      "#",
      "evil.example",
      "lookup",
      "https:",
      "javascript:",
      "sign-in",
    );
    const input = fc.oneof(
      fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join("")),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(input, (value) => {
        const path = safeCallbackPath(value);
        expect(path).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        for (const origin of ORIGINS) expect(landsOn(path, origin)).toBe(origin);
        // The answer passes again unchanged: nothing left for a second pass to normalize.
        expect(safeCallbackPath(path)).toBe(path);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("safeRedirectUrl", () => {
  const base = "https://backoffice.example.co.id";
  it.each([
    ["/lookup?q=1", `${base}/lookup?q=1`],
    [`${base}/history`, `${base}/history`],
    ["https://evil.example/history", `${base}/`],
    ["/.//evil.example", `${base}/`],
    [`${base}/.//evil.example`, `${base}/`],
    ["http://[", `${base}/`],
  ])("answers %s with %s", (url, expected) => {
    expect(safeRedirectUrl(url, base)).toBe(expected);
  });
});
