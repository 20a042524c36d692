import { describe, expect, it } from "vitest";
import { zoneName } from "./zone-name";

describe("zoneName", () => {
  it("names Indonesia's zones and UTC from the messages, and any other zone by its id", () => {
    expect(zoneName("id", "Asia/Jakarta")).toBe("WIB");
    expect(zoneName("en", "Asia/Makassar")).toBe("WITA");
    expect(zoneName("id", "Asia/Jayapura")).toBe("WIT");
    expect(zoneName("en", "UTC")).toBe("UTC");
    expect(zoneName("en", "Europe/Paris")).toBe("Europe/Paris");
  });
});
