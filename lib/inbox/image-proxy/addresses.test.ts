import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./addresses";

describe("isPublicAddress", () => {
  it("refuses loopback, private, link-local, mapped and reserved addresses", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "64:ff9b::a00:1",
      "64:ff9b::8.8.8.8",
      "64:ff9b:1::a9fe:a9fe",
      "64:ff9b:1:ffff::1",
      "2002:a9fe:a9fe::1",
      "2002:7f00:1::",
      "::127.0.0.1",
      "::7f00:1",
      "::a9fe:a9fe",
      "::ffff:0:7f00:1",
      "2001:0:4136:e378:8000:63bf:3fff:fdd2",
      "192.88.99.1",
      "fec0::1",
      "not-an-ip",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("accepts public addresses", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
