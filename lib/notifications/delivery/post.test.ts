import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postNotification } from "./post";

const request = { headers: { "content-type": "application/json" }, body: "{}" };
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

let port = 0;
let received = 0;
const server = createServer((incoming, response) => {
  received += 1;
  incoming.resume();
  // A receiver that answers far more than anyone reads.
  response.writeHead(incoming.url === "/fail" ? 500 : 200);
  response.end("x".repeat(1024 * 1024));
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("postNotification", () => {
  it("refuses a host that resolves to a private or loopback address, posting nothing", async () => {
    const before = received;
    for (const addresses of [
      ["10.0.0.7"],
      ["93.184.216.34", "127.0.0.1"],
      ["::ffff:127.0.0.1"],
      ["169.254.169.254"],
    ]) {
      expect(
        await postNotification(`http://hooks.example.test:${port}/in`, request, {
          allowPrivateNetwork: false,
          timeoutMs: 2_000,
          resolve: resolvesTo(...addresses),
        }),
      ).toEqual({ outcome: "refused", detail: "private address refused" });
    }
    expect(received).toBe(before);
  });

  it("refuses what is not a plain http(s) address", async () => {
    for (const address of ["ftp://example.test/x", "http://user:pw@example.test/x", "not a url"]) {
      expect(
        (await postNotification(address, request, { allowPrivateNetwork: true, timeoutMs: 2_000 })).outcome,
      ).toBe("refused");
    }
  });

  it("connects to the address it checked, and gives only the status of a long answer", async () => {
    const policy = { allowPrivateNetwork: true, timeoutMs: 5_000, resolve: resolvesTo("127.0.0.1") };
    expect(await postNotification(`http://receiver.example.test:${port}/ok`, request, policy)).toEqual({
      outcome: "sent",
      detail: "HTTP 200",
    });
    expect(await postNotification(`http://receiver.example.test:${port}/fail`, request, policy)).toEqual({
      outcome: "failed",
      detail: "HTTP 500",
    });
  });
});
