import { describe, expect, it } from "vitest";
import { allowsPrivateNetwork } from "./policy";

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
