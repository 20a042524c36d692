import fc from "fast-check";
import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/config";
import { zoneName } from "@/lib/i18n/zone-name";
import { parseAmount } from "@/lib/provider/amount";
import { localTimeText, moneyFigures, parseTimestamp, utcText } from "./format";

const spaces = (text: string) => text.replace(/\s/g, " ");

describe("money figures", () => {
  it("subtracts the MDR fee from the paid amount exactly", () => {
    const { paid, fee, net } = moneyFigures({ paidAmount: "IDR 58500.00", mdrFeeAmount: "IDR 409.50" });
    expect(paid).toEqual(parseAmount("IDR 58500.00"));
    expect(fee).toEqual(parseAmount("IDR 409.50"));
    expect(net).toEqual(parseAmount("IDR 58090.50"));
    expect(net && spaces(formatMoney(net, "id"))).toBe("Rp 58.090,50");
  });

  it("has no float error where floats have one (0.30 - 0.10, huge amounts)", () => {
    expect(0.3 - 0.1).not.toBe(0.2);
    const small = moneyFigures({ paidAmount: "IDR 0.30", mdrFeeAmount: "IDR 0.10" });
    expect(small.net).toEqual(parseAmount("IDR 0.20"));
    const huge = moneyFigures({ paidAmount: "IDR 90071992547409.93", mdrFeeAmount: "IDR 0.01" });
    expect(huge.net).toEqual(parseAmount("IDR 90071992547409.92"));
  });

  it("agrees with cent arithmetic for any amounts", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (a, b) => {
          const text = (minor: bigint) => `IDR ${minor / 100n}.${String(minor % 100n).padStart(2, "0")}`;
          const { net } = moneyFigures({ paidAmount: text(a), mdrFeeAmount: text(b) });
          expect(net?.minor).toBe(a - b);
        },
      ),
    );
  });

  it("leaves the net amount out when there is no fee or the currencies differ", () => {
    expect(moneyFigures({ paidAmount: "IDR 100.00", mdrFeeAmount: null }).net).toBeNull();
    expect(moneyFigures({ paidAmount: "IDR 100.00", mdrFeeAmount: "USD 1.00" }).net).toBeNull();
  });
});

describe("timestamps", () => {
  const paid = "2025-01-31T10:15:30.123+07:00";

  it("keeps the provider's text and offset and reads the instant", () => {
    const stamp = parseTimestamp(paid);
    expect(stamp?.instant.toISOString()).toBe("2025-01-31T03:15:30.123Z");
    expect(stamp?.offset).toBe("+07:00");
    expect(stamp?.original).toBe(paid);
    expect(parseTimestamp("2025-01-31T03:15:30.123Z")?.offset).toBe("Z");
    expect(parseTimestamp(null)).toBeNull();
    expect(parseTimestamp("yesterday")).toBeNull();
  });

  it("writes UTC unambiguously", () => {
    const stamp = parseTimestamp(paid);
    expect(stamp && utcText(stamp.instant)).toBe("2025-01-31 03:15:30.123 UTC");
  });

  it("shows the instant in the reader's zone, whatever offset the provider wrote", () => {
    const fromElsewhere = parseTimestamp("2025-01-31T05:15:30.123+02:00");
    expect(fromElsewhere?.instant.toISOString()).toBe("2025-01-31T03:15:30.123Z");
    const text = (locale: Locale, timeZone: string) => {
      const format = createFormatter({ locale, timeZone });
      return spaces(localTimeText(format, fromElsewhere?.instant ?? new Date(), zoneName(locale, timeZone)));
    };
    expect(text("en", "Asia/Jakarta")).toBe("Jan 31, 2025, 10:15:30 AM WIB");
    expect(text("id", "Asia/Jakarta")).toBe("31 Jan 2025, 10.15.30 WIB");
    expect(text("id", "Asia/Jayapura")).toBe("31 Jan 2025, 12.15.30 WIT");
    expect(text("en", "UTC")).toBe("Jan 31, 2025, 3:15:30 AM UTC");
  });

  it("crosses midnight into the next day in WIB", () => {
    const late = parseTimestamp("2025-01-31T23:30:00.000+00:00");
    const format = createFormatter({ locale: "en", timeZone: "Asia/Jakarta" });
    expect(spaces(localTimeText(format, late?.instant ?? new Date(), zoneName("en", "Asia/Jakarta")))).toBe(
      "Feb 1, 2025, 6:30:00 AM WIB",
    );
  });
});
