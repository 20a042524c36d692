import { describe, expect, it } from "vitest";
import { isWellFormedRequestId, proxiedRequestId, REQUEST_ID_HEADER, requestIdFor } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const withId = (id: string) => new Headers({ [REQUEST_ID_HEADER]: id });

describe("requestIdFor", () => {
  it("keeps the id our trusted proxy sent", () => {
    expect(requestIdFor(withId("lb-7f3a9c21-0001"), true)).toBe("lb-7f3a9c21-0001");
  });

  it("makes a new one without a trusted proxy, whatever the client sent", () => {
    const id = requestIdFor(withId("chosen-by-the-client"), false);
    expect(id).toMatch(UUID);
    expect(requestIdFor(new Headers(), true)).toMatch(UUID);
  });

  it("does not take an id that could break or flood a log line, even from a trusted proxy", () => {
    for (const forged of [
      'quote"d-id-123',
      "short",
      "x".repeat(129),
      "has space in it",
      "{json:1234567}",
      "forged@client+id=1",
      "id/with/slashes",
      "ünïcode-id-123",
      "tab\tseparated",
    ]) {
      expect(requestIdFor(withId(forged), true)).toMatch(UUID);
    }
  });

  it("makes a different id for every request", () => {
    expect(requestIdFor(new Headers(), false)).not.toBe(requestIdFor(new Headers(), false));
  });
});

describe("isWellFormedRequestId", () => {
  it("takes 8 to 128 letters, digits and . _ : - and nothing else", () => {
    for (const id of [
      "lb-7f3a9c21-0001",
      "Root:1-67891233-abcdef012345678912345678",
      "a.b_c:d-",
      "x".repeat(128),
    ]) {
      expect(isWellFormedRequestId(id), id).toBe(true);
    }
    for (const id of [
      "",
      "1234567",
      "x".repeat(129),
      "a+b=c@d!",
      "abc def gh",
      "abc\ndefgh",
      null,
      undefined,
    ]) {
      expect(isWellFormedRequestId(id), String(id)).toBe(false);
    }
  });

  it("refuses a megabyte of id characters at once", () => {
    expect(isWellFormedRequestId("a".repeat(1 << 20))).toBe(false);
  });
});

describe("proxiedRequestId", () => {
  it("reads back the id proxy.ts gave, and nothing a client could have sent in its place", () => {
    expect(proxiedRequestId(withId("3b241101-e2bb-4255-8caf-4136c566a962"))).toBe(
      "3b241101-e2bb-4255-8caf-4136c566a962",
    );
    expect(proxiedRequestId(withId("forged id from the client"))).toBeNull();
    expect(proxiedRequestId(new Headers())).toBeNull();
  });
});
