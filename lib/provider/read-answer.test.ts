import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ProviderBadResponse, ProviderRateLimited, ProviderStatusError, ProviderUnavailable } from "./errors";
import { CredentialsRejected, readProviderAnswer } from "./read-answer";

const schema = z.object({
  status: z.literal(100),
  statusMessage: z.string(),
  body: z.object({ id: z.string() }),
});
const context = {
  operation: "transaction-status" as const,
  nowMs: 0,
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return { status, headers: new Headers(headers), text };
}

const read = (status: number, body: unknown, headers?: Record<string, string>) =>
  readProviderAnswer(answer(status, body, headers), schema, context);

function thrown(call: () => unknown): Error {
  try {
    call();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error("expected an error");
}

describe("readProviderAnswer", () => {
  it("returns the validated body of a success", () => {
    expect(read(200, { status: 100, statusMessage: "success", body: { id: "x" } })).toEqual({
      status: 100,
      statusMessage: "success",
      body: { id: "x" },
    });
  });

  it("gives no status or HTTP status a meaning of its own: a not-found is an answer as received", () => {
    // How the provider says "no such transaction" is not documented (docs/provider-api.md#response-codes).
    expect(thrown(() => read(404, { status: 404, statusMessage: "transaction not found" }))).toMatchObject({
      name: "ProviderStatusError",
      status: 404,
      statusMessage: "transaction not found",
      httpStatus: 404,
    });
    expect(thrown(() => read(200, { status: 201, statusMessage: "Transaction Not Found" }))).toMatchObject({
      name: "ProviderStatusError",
      status: 201,
      statusMessage: "Transaction Not Found",
    });
    for (const body of ["", "<html>Not Found</html>", { error: "not found" }])
      expect(thrown(() => read(404, body))).toMatchObject({
        name: "ProviderBadResponse",
        reason: "unexpected_http_status",
        httpStatus: 404,
      });
  });

  it("maps another non-100 status to ProviderStatusError, whatever the HTTP status", () => {
    expect(() => read(200, { status: 500, statusMessage: "general error" })).toThrow(ProviderStatusError);
    expect(() => read(400, { status: 400, statusMessage: "missing parameter" })).toThrow(ProviderStatusError);
  });

  it("maps 401 and 403 to CredentialsRejected for the caller's refresh", () => {
    expect(() => read(401, { status: 401, statusMessage: "invalid signature" })).toThrow(CredentialsRejected);
    expect(() => read(403, "")).toThrow(CredentialsRejected);
  });

  it("maps 429 with its Retry-After and 5xx as transient", () => {
    const limited = thrown(() => read(429, "", { "Retry-After": "3" }));
    expect(limited).toBeInstanceOf(ProviderRateLimited);
    expect(limited).toMatchObject({ retryAfterMs: 3000 });
    expect(() => read(502, "<html>bad gateway</html>")).toThrow(ProviderUnavailable);
  });

  it("treats redirects, including opaque ones, as bad responses", () => {
    expect(() => read(302, "")).toThrow(ProviderBadResponse);
    expect(() => read(0, "")).toThrow(ProviderBadResponse);
  });

  it("reports invalid JSON, an unexpected status and a wrong shape without quoting the body", () => {
    const secretish = "tok_abcdefghijklmnopqrstuvwxyz0123456789";
    for (const [status, body] of [
      [200, `{"access":"${secretish}"`],
      [418, { note: secretish }],
      [200, { status: 100, statusMessage: "success", body: { id: 5, note: secretish } }],
    ] as const) {
      const error = thrown(() => read(status, body));
      expect(error).toBeInstanceOf(ProviderBadResponse);
      expect(error.message).not.toContain(secretish);
    }
    expect(thrown(() => read(200, { status: 100, statusMessage: "success", body: { id: 5 } }))).toMatchObject(
      {
        reason: "unexpected_shape",
        fieldPaths: ["body.id"],
      },
    );
  });
});
