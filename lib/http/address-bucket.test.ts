import { describe, expect, it } from "vitest";
import { addressBucket, UNKNOWN_ADDRESS } from "./address-bucket";

describe("addressBucket", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("puts every address of one IPv6 /64 in one bucket, however it is written", () => {
    const bucket = "2001:db8:aa:bb::/64";
    for (const address of [
      "2001:db8:aa:bb::1",
      "2001:0db8:00aa:00bb:ffff:ffff:ffff:fffe",
      "2001:DB8:AA:BB:1:2:3:4",
      "[2001:db8:aa:bb::9]",
      "2001:db8:aa:bb::1%eth0",
    ]) {
      expect(addressBucket(address), address).toBe(bucket);
    }
    expect(addressBucket("2001:db8:aa:bc::1")).not.toBe(bucket);
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("64:ff9b::198.51.100.1")).toBe("64:ff9b:0:0::/64");
  });

  it("puts every /64 of one IPv6 /48 in one bucket when asked for the /48, leaving IPv4 as it is", () => {
    const bucket = "2001:db8:aa::/48";
    for (const address of ["2001:db8:aa::1", "2001:db8:aa:ffff::1", "2001:0DB8:00AA:1234:5:6:7:8"]) {
      expect(addressBucket(address, 48), address).toBe(bucket);
    }
    expect(addressBucket("2001:db8:ab::1", 48)).not.toBe(bucket);
    expect(addressBucket("203.0.113.7", 48)).toBe("203.0.113.7");
    expect(addressBucket("::ffff:198.51.100.23", 48)).toBe("198.51.100.23");
    expect(addressBucket("junk", 48)).toBe(UNKNOWN_ADDRESS);
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(addressBucket("::ffff:198.51.100.23")).toBe("198.51.100.23");
    expect(addressBucket("::ffff:c633:6417")).toBe("198.51.100.23");
  });

  it("puts an unknown or malformed address in the shared bucket, so a header cannot mint buckets", () => {
    expect(addressBucket(null)).toBe(UNKNOWN_ADDRESS);
    expect(addressBucket("")).toBe(UNKNOWN_ADDRESS);
    for (const junk of ["not-an-ip", "999.1.1.1", "1.2.3.4.5", "2001:db8::g", `x${"1".repeat(500)}`]) {
      expect(addressBucket(junk), junk).toBe(UNKNOWN_ADDRESS);
    }
  });
});
