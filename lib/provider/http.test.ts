import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProviderBadResponse, ProviderUnavailable } from "./errors";
import { type HttpRequest, sendHttp } from "./http";

const CAP = 1_000;
let server: Server;
let origin: string;

const routes: Record<string, (response: ServerResponse) => void> = {
  "/ok": (r) => r.writeHead(200, { "Content-Type": "application/json" }).end('{"status":100,"name":"Sári"}'),
  "/declared-huge": (r) => r.writeHead(200, { "Content-Length": String(CAP + 1) }).end("x".repeat(CAP + 1)),
  // Past the cap, then the body never ends: only a reader that stops at the cap answers before the timeout.
  "/endless": (r) => {
    r.writeHead(200, { "Content-Type": "application/json", "Transfer-Encoding": "chunked" });
    r.write("x".repeat(CAP + 1));
  },
  "/hang-in-body": (r) => {
    r.writeHead(200, { "Content-Type": "application/json" });
    r.write('{"status":');
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = routes[request.url ?? ""];
    if (route) route(response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const request = (path: string, overrides: Partial<HttpRequest> = {}): HttpRequest => ({
  url: new URL(path, origin),
  method: "GET",
  headers: {},
  timeoutMs: 5_000,
  maxAnswerBytes: CAP,
  ...overrides,
});

describe("sendHttp", () => {
  it("reads an answer within the cap as UTF-8 text", async () => {
    const answer = await sendHttp(fetch, "history", request("/ok"));
    expect(answer).toMatchObject({ status: 200, text: '{"status":100,"name":"Sári"}' });
  });

  it("refuses an answer that declares more than the cap, before reading it", async () => {
    const error = await sendHttp(fetch, "history", request("/declared-huge")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderBadResponse);
    expect(error).toMatchObject({ reason: "too_large", httpStatus: 200 });
  });

  it("stops reading a streamed answer as soon as it passes the cap", async () => {
    const started = Date.now();
    const error = await sendHttp(fetch, "history", request("/endless", { timeoutMs: 4_000 })).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "provider_bad_response", reason: "too_large" });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("times out a body that stops arriving", async () => {
    const error = await sendHttp(fetch, "history", request("/hang-in-body", { timeoutMs: 200 })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).toMatchObject({ reason: "timeout" });
  });
});
