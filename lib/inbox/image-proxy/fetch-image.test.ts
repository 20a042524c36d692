import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "@/sandbox/server";
import { startTestSandbox } from "@/sandbox/testing";
import { fetchImage, type ImagePolicy } from "./fetch-image";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

let sandbox: RunningSandbox;
let server: Server;
let origin: string;
let host: string;

const routes: Record<string, (response: ServerResponse) => void> = {
  "/ok.jpg": (r) => r.writeHead(200, { "Content-Type": "image/jpeg" }).end(JPEG),
  "/redirect": (r) => r.writeHead(302, { Location: "/ok.jpg" }).end(),
  "/html": (r) => r.writeHead(200, { "Content-Type": "text/html" }).end("<p>hi</p>"),
  "/svg": (r) => r.writeHead(200, { "Content-Type": "image/svg+xml" }).end("<svg/>"),
  "/lying-png": (r) => r.writeHead(200, { "Content-Type": "image/png" }).end(JPEG),
  "/huge": (r) =>
    r.writeHead(200, { "Content-Type": "image/png" }).end(Buffer.concat([PNG, Buffer.alloc(2_000)])),
  "/huge-chunked": (r) => {
    r.writeHead(200, { "Content-Type": "image/png", "Transfer-Encoding": "chunked" });
    r.write(PNG);
    r.end(Buffer.alloc(2_000));
  },
  "/hang": () => {},
  "/gone": (r) => r.writeHead(410).end(),
  "/error": (r) => r.writeHead(500).end(),
};

beforeAll(async () => {
  sandbox = await startTestSandbox();
  server = createServer((request, response) => {
    const route = routes[request.url ?? ""];
    if (route) route(response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = `http://${host}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await sandbox.close();
});

const policy = (overrides: Partial<ImagePolicy> = {}): ImagePolicy => ({
  allowedHosts: [host, new URL(sandbox.url).host],
  allowPrivateNetwork: true,
  requireHttps: false,
  maxBytes: 1_000,
  timeoutMs: 500,
  ...overrides,
});

describe("fetchImage", () => {
  it("fetches the sandbox's identity images as PNG, and tells an expired link from a broken file", async () => {
    const ok = await fetchImage(`${sandbox.url}/images/ktp/user-0042.png`, policy({ maxBytes: 1_000_000 }));
    expect(ok).toMatchObject({ ok: true, contentType: "image/png" });
    expect(await fetchImage(`${sandbox.url}/images/expired/ktp/user-0042.png`, policy())).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await fetchImage(`${sandbox.url}/images/broken/ktp/user-0042.png`, policy())).toEqual({
      ok: false,
      reason: "broken",
    });
  });

  it("accepts a JPEG whose bytes match its type", async () => {
    expect(await fetchImage(`${origin}/ok.jpg`, policy())).toMatchObject({
      ok: true,
      contentType: "image/jpeg",
    });
  });

  it("refuses hosts and ports that are not allowed, and addresses that are not http(s)", async () => {
    for (const address of [
      `http://127.0.0.2:${new URL(origin).port}/ok.jpg`,
      `http://127.0.0.1:1/ok.jpg`,
      `file:///etc/passwd`,
      `http://user:pass@${host}/ok.jpg`,
      "not a url",
    ]) {
      expect(await fetchImage(address, policy()), address).toEqual({ ok: false, reason: "host_not_allowed" });
    }
  });

  it("refuses loopback and private addresses when the policy does, even for an allowed name", async () => {
    const strict = policy({ allowPrivateNetwork: false });
    expect(await fetchImage(`${origin}/ok.jpg`, strict)).toEqual({ ok: false, reason: "private_address" });
    const rebinding = policy({
      allowPrivateNetwork: false,
      allowedHosts: ["images.example.test"],
      resolve: async () => [
        { address: "93.184.216.34", family: 4 },
        { address: "169.254.169.254", family: 4 },
      ],
    });
    expect(await fetchImage("http://images.example.test/a.png", rebinding)).toEqual({
      ok: false,
      reason: "private_address",
    });
  });

  it("refuses plain HTTP when HTTPS is required, unless it stays on an allowed private address", async () => {
    const port = new URL(origin).port;
    const publicName = (allowPrivateNetwork: boolean, addresses: string[]) =>
      policy({
        requireHttps: true,
        allowPrivateNetwork,
        allowedHosts: [`images.example.test:${port}`],
        resolve: async () => addresses.map((address) => ({ address, family: 4 })),
      });
    const address = `http://images.example.test:${port}/ok.jpg`;
    expect(await fetchImage(address, publicName(false, ["93.184.216.34"]))).toEqual({
      ok: false,
      reason: "insecure",
    });
    expect(await fetchImage(address, publicName(true, ["93.184.216.34"]))).toEqual({
      ok: false,
      reason: "insecure",
    });
    expect(await fetchImage(address, publicName(true, ["127.0.0.1", "93.184.216.34"]))).toEqual({
      ok: false,
      reason: "insecure",
    });
    // The sandbox of a demo or e2e run: loopback, allowed by the deployment.
    expect(await fetchImage(`${origin}/ok.jpg`, policy({ requireHttps: true }))).toMatchObject({ ok: true });
  });

  it("connects to the address it checked, not to a second answer", async () => {
    let lookups = 0;
    const pinned = policy({
      allowedHosts: [`images.example.test:${new URL(origin).port}`],
      resolve: async () => {
        lookups += 1;
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
    expect(
      await fetchImage(`http://images.example.test:${new URL(origin).port}/ok.jpg`, pinned),
    ).toMatchObject({
      ok: true,
    });
    expect(lookups).toBe(1);
  });

  it("follows no redirect", async () => {
    expect(await fetchImage(`${origin}/redirect`, policy())).toEqual({ ok: false, reason: "redirect" });
  });

  it("accepts only JPEG, PNG and WebP, checked by their bytes", async () => {
    expect(await fetchImage(`${origin}/html`, policy())).toEqual({ ok: false, reason: "unsupported_type" });
    expect(await fetchImage(`${origin}/svg`, policy())).toEqual({ ok: false, reason: "unsupported_type" });
    expect(await fetchImage(`${origin}/lying-png`, policy())).toEqual({ ok: false, reason: "broken" });
  });

  it("caps the size, declared or streamed, and the time", async () => {
    expect(await fetchImage(`${origin}/huge`, policy())).toEqual({ ok: false, reason: "too_large" });
    expect(await fetchImage(`${origin}/huge-chunked`, policy())).toEqual({ ok: false, reason: "too_large" });
    expect(await fetchImage(`${origin}/hang`, policy({ timeoutMs: 150 }))).toEqual({
      ok: false,
      reason: "timeout",
    });
  });

  it("reports a gone image as expired and a server error as unavailable", async () => {
    expect(await fetchImage(`${origin}/gone`, policy())).toEqual({ ok: false, reason: "expired" });
    expect(await fetchImage(`${origin}/error`, policy())).toEqual({ ok: false, reason: "upstream" });
  });
});
