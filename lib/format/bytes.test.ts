import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatBytes } from "./bytes";

const numberIn = (locale: string) => createFormatter({ locale });

describe("formatBytes", () => {
  it("keeps bytes whole and shows larger sizes in binary units with one decimal", () => {
    const en = numberIn("en");
    expect(formatBytes(0, en)).toBe("0 B");
    expect(formatBytes(1023, en)).toBe("1,023 B");
    expect(formatBytes(1024, en)).toBe("1.0 KiB");
    expect(formatBytes(1536, en)).toBe("1.5 KiB");
    expect(formatBytes(5 * 1024 ** 2, en)).toBe("5.0 MiB");
    expect(formatBytes(3.25 * 1024 ** 3, en)).toBe("3.3 GiB");
    expect(formatBytes(2 * 1024 ** 5, en)).toBe("2,048.0 TiB");
  });

  it("writes the number as the person's language does", () => {
    const id = numberIn("id");
    expect(formatBytes(311_705, id)).toBe("304,4 KiB");
    expect(formatBytes(1023, id)).toBe("1.023 B");
  });
});
