import { describe, expect, it } from "vitest";
import { clientAddress } from "./request-ip";

const oneProxy = { trustProxy: true, hops: 1 };
const twoProxies = { trustProxy: true, hops: 2 };

function forwardedFor(...values: string[]): Headers {
  const headers = new Headers();
  for (const value of values) headers.append("x-forwarded-for", value);
  return headers;
}

describe("clientAddress", () => {
  it("knows no address without trusted proxies, whatever the headers claim", () => {
    const headers = forwardedFor("203.0.113.7");
    headers.set("x-real-ip", "203.0.113.8");
    expect(clientAddress(headers, { trustProxy: false, hops: 1 })).toBeNull();
  });

  it("takes the entry our one proxy appended, not the ones the client sent", () => {
    expect(clientAddress(forwardedFor("203.0.113.7"), oneProxy)).toBe("203.0.113.7");
    expect(clientAddress(forwardedFor("1.2.3.4, 5.6.7.8, 203.0.113.7"), oneProxy)).toBe("203.0.113.7");
    expect(clientAddress(forwardedFor("1.2.3.4", "203.0.113.7"), oneProxy)).toBe("203.0.113.7");
  });

  it("counts hops from the right behind two proxies", () => {
    // CDN appends the client, the load balancer appends the CDN's edge.
    expect(clientAddress(forwardedFor("9.9.9.9, 203.0.113.7, 198.51.100.2"), twoProxies)).toBe("203.0.113.7");
  });

  it("rotating a forged prefix never changes the address", () => {
    const seen = new Set(
      Array.from({ length: 50 }, (_, i) =>
        clientAddress(forwardedFor(`10.0.${i}.1, 192.0.2.${i}, 203.0.113.7`), oneProxy),
      ),
    );
    expect([...seen]).toEqual(["203.0.113.7"]);
  });

  it("knows no address when fewer entries arrive than proxies are configured", () => {
    expect(clientAddress(forwardedFor("203.0.113.7"), twoProxies)).toBeNull();
    expect(clientAddress(new Headers(), oneProxy)).toBeNull();
  });

  it("ignores X-Real-IP, which a client can set", () => {
    const headers = new Headers({ "x-real-ip": "203.0.113.8" });
    expect(clientAddress(headers, oneProxy)).toBeNull();
  });

  it.each([
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
  ])("reads %s as %s", (entry, address) => {
    expect(clientAddress(forwardedFor(entry), oneProxy)).toBe(address);
  });

  it.each([["unknown"], ["evil.example"], ["203.0.113.999"], ["<script>"], [""]])(
    "refuses %j as an address",
    (entry) => {
      expect(clientAddress(forwardedFor(entry), oneProxy)).toBeNull();
    },
  );
});
