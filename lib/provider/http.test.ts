import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProviderBadResponse, ProviderUnavailable } from "./errors";
import { type HttpRequest, sendHttp } from "./http";

const CAP = 1_000;
let server: Server;
let origin: string;

const routes: Record<string, (response: ServerResponse, request: IncomingMessage) => void> = {
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
  "/cut-in-body": (r) => {
    r.writeHead(200, { "Content-Type": "application/json", "Content-Length": "100" });
    r.write('{"status":', () => r.destroy());
  },
  "/echo": (r, q) => {
    let body = "";
    q.on("data", (chunk) => {
      body += chunk;
    });
    q.on("end", () =>
      r.writeHead(200).end(JSON.stringify({ method: q.method, headers: q.rawHeaders, body })),
    );
  },
  "/gzip": (r) =>
    r.writeHead(200, { "Content-Encoding": "gzip", "Retry-After": "7" }).end(gzipSync('{"status":"Sári"}')),
  "/gzip-bomb": (r) => r.writeHead(200, { "Content-Encoding": "gzip" }).end(gzipSync("0".repeat(CAP * 50))),
  "/odd-encoding": (r) => r.writeHead(200, { "Content-Encoding": "constructor" }).end('{"status":100}'),
  "/moved": (r) => r.writeHead(302, { Location: "/ok" }).end(),
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = routes[request.url ?? ""];
    if (route) route(response, request);
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
    const answer = await sendHttp("history", request("/ok"));
    expect(answer).toMatchObject({ status: 200, text: '{"status":100,"name":"Sári"}' });
  });

  it("refuses an answer that declares more than the cap, before reading it", async () => {
    const error = await sendHttp("history", request("/declared-huge")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderBadResponse);
    expect(error).toMatchObject({ reason: "too_large", httpStatus: 200 });
  });

  it("stops reading a streamed answer as soon as it passes the cap", async () => {
    const started = Date.now();
    const error = await sendHttp("history", request("/endless", { timeoutMs: 4_000 })).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "provider_bad_response", reason: "too_large" });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("times out a body that stops arriving", async () => {
    const error = await sendHttp("history", request("/hang-in-body", { timeoutMs: 200 })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).toMatchObject({ reason: "timeout" });
  });

  it("reports a connection cut in the middle of the answer as the network failing", async () => {
    const error = await sendHttp("history", request("/cut-in-body")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).toMatchObject({ reason: "network" });
  });

  it("reports a refused connection as the network failing", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await sendHttp("history", {
      ...request("/ok"),
      url: new URL(`http://127.0.0.1:${port}/ok`),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "provider_unavailable", reason: "network" });
  });

  it("sends the method, the body and each header's name exactly as spelled (4.1 and 4.2 spell Request-time apart)", async () => {
    const answer = await sendHttp(
      "history",
      request("/echo", {
        method: "POST",
        headers: { "Request-time": "1", "Client-Id": "c", "Content-Type": "application/json" },
        body: '{"name":"Sári"}',
      }),
    );
    const echoed = JSON.parse(answer.text) as { method: string; headers: string[]; body: string };
    expect(echoed.method).toBe("POST");
    expect(echoed.body).toBe('{"name":"Sári"}');
    expect(echoed.headers).toEqual(expect.arrayContaining(["Request-time", "1", "Client-Id", "c"]));
    expect(echoed.headers).toEqual(expect.arrayContaining(["Content-Length", "16"]));
  });

  it("reads a compressed answer as its text, and its headers by any spelling of their names", async () => {
    const answer = await sendHttp("history", request("/gzip"));
    expect(answer.text).toBe('{"status":"Sári"}');
    expect(answer.headers.get("retry-after")).toBe("7");
    expect(answer.headers.get("Retry-After")).toBe("7");
    expect(answer.headers.get("x-absent")).toBeNull();
  });

  it("reads an answer in an encoding it does not know as sent", async () => {
    const answer = await sendHttp("history", request("/odd-encoding"));
    expect(answer.text).toBe('{"status":100}');
  });

  it("caps a compressed answer by what it decompresses to", async () => {
    const error = await sendHttp("history", request("/gzip-bomb")).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "provider_bad_response", reason: "too_large" });
  });

  it("reports a header it cannot send (a line break in a token) as the network failing, sending nothing", async () => {
    const error = await sendHttp(
      "history",
      request("/ok", { headers: { Authorization: "Bearer a\nb" } }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "provider_unavailable", reason: "network" });
  });

  it("speaks TLS to an https address, so the token never leaves in clear text", async () => {
    const firstBytes: number[] = [];
    const listener = createNetServer((socket) =>
      socket.once("data", (data) => {
        firstBytes.push(data[0] ?? -1);
        socket.destroy();
      }),
    );
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const { port } = listener.address() as AddressInfo;
    const error = await sendHttp("history", {
      ...request("/ok", { headers: { Authorization: "Bearer secret-token" } }),
      url: new URL(`https://127.0.0.1:${port}/ok`),
    }).catch((e: unknown) => e);
    await new Promise((resolve) => listener.close(resolve));
    expect(error).toMatchObject({ code: "provider_unavailable", reason: "network" });
    // 0x16: a TLS handshake record, not the "G" of "GET".
    expect(firstBytes).toEqual([0x16]);
  });

  it("returns a redirect as the answer instead of following it", async () => {
    const answer = await sendHttp("history", request("/moved"));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/ok");
  });
});
