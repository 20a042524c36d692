import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

const now = Date.UTC(2026, 10, 23, 4, 0, 0);
const english = createFormatter({ locale: "en", timeZone: "Asia/Jakarta" });
const indonesian = createFormatter({ locale: "id", timeZone: "Asia/Jakarta" });

describe("timeAgo", () => {
  it("says now for a moment just ahead of this clock, never a time in the future", () => {
    expect(timeAgo(english, now + 6_000, now)).toBe("now");
    expect(timeAgo(indonesian, now + 6_000, now)).toBe("sekarang");
    expect(timeAgo(english, now, now)).toBe("now");
  });

  it("counts back from now for a moment past", () => {
    expect(timeAgo(english, now - 20_000, now)).toBe("20 seconds ago");
    expect(timeAgo(english, new Date(now - 5 * 60_000), new Date(now))).toBe("5 minutes ago");
    expect(timeAgo(indonesian, now - 5 * 60_000, now)).toBe("5 menit yang lalu");
  });
});
