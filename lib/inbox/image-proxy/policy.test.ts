import { describe, expect, it } from "vitest";
import { allowsPrivateNetwork, requiresHttps } from "./policy";

describe("allowsPrivateNetwork", () => {
  it("refuses private addresses in production unless the flag says otherwise", () => {
    expect(allowsPrivateNetwork({ NODE_ENV: "production" })).toBe(false);
    expect(allowsPrivateNetwork({ NODE_ENV: "production", IMAGE_PROXY_ALLOW_PRIVATE_NETWORK: "yes" })).toBe(
      false,
    );
    expect(allowsPrivateNetwork({ NODE_ENV: "production", IMAGE_PROXY_ALLOW_PRIVATE_NETWORK: "true" })).toBe(
      true,
    );
  });

  it("allows them in development and tests", () => {
    expect(allowsPrivateNetwork({ NODE_ENV: "development" })).toBe(true);
    expect(allowsPrivateNetwork({ NODE_ENV: "test" })).toBe(true);
  });
});

describe("requiresHttps", () => {
  it("requires HTTPS in production only", () => {
    expect(requiresHttps({ NODE_ENV: "production" })).toBe(true);
    expect(requiresHttps({ NODE_ENV: "production", IMAGE_PROXY_ALLOW_PRIVATE_NETWORK: "true" })).toBe(true);
    expect(requiresHttps({ NODE_ENV: "development" })).toBe(false);
    expect(requiresHttps({ NODE_ENV: "test" })).toBe(false);
  });
});
