import { describe, expect, it } from "vitest";
import { isJsonContentType, readCallbackBody } from "./read-body";

describe("isJsonContentType", () => {
  it("accepts application/json with or without a UTF-8 charset, in any case", () => {
    for (const header of [
      "application/json",
      "Application/JSON",
      "application/json; charset=utf-8",
      'application/json;charset="UTF-8"',
    ]) {
      expect(isJsonContentType(header), header).toBe(true);
    }
  });

  it("refuses other types and charsets", () => {
    for (const header of [
      null,
      "",
      "text/plain",
      "application/jsonx",
      "application/json; charset=iso-8859-1",
      "text/json",
    ]) {
      expect(isJsonContentType(header), String(header)).toBe(false);
    }
  });
});

describe("readCallbackBody", () => {
  it("refuses a declared length over the cap without reading the body", async () => {
    const body = new ReadableStream();
    const request = { headers: new Headers({ "content-length": "1000" }), body } as unknown as Request;
    expect(await readCallbackBody(request, 100)).toEqual({ ok: false, reason: "too_large", bytesSeen: 1000 });
    expect(body.locked).toBe(false);
  });

  it("stops reading a stream as soon as it passes the cap", async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(60));
      },
    });
    const result = await readCallbackBody({ headers: new Headers(), body } as unknown as Request, 100);
    expect(result).toEqual({ ok: false, reason: "too_large", bytesSeen: 120 });
    expect(pulls).toBeLessThanOrEqual(3);
  });

  it("returns a body within the cap whole", async () => {
    const request = new Request("http://x.test", { method: "POST", body: "12345" });
    const result = await readCallbackBody(request, 5);
    expect(result.ok && result.bytes.toString()).toBe("12345");
  });
});
