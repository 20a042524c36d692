import { describe, expect, it } from "vitest";
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id";

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

  it("does not take an id that could break or flood a log line", () => {
    for (const forged of ['quote"d-id-123', "short", "x".repeat(129), "has space in it", "{json:1234567}"]) {
      expect(requestIdFor(withId(forged), true)).toMatch(UUID);
    }
  });

  it("makes a different id for every request", () => {
    expect(requestIdFor(new Headers(), false)).not.toBe(requestIdFor(new Headers(), false));
  });
});
