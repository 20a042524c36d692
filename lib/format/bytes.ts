import type { createFormatter } from "next-intl";

/** next-intl's formatter (`useFormatter()`, `getFormatter()`): it carries the person's locale. */
type NumberFormatter = Pick<ReturnType<typeof createFormatter>, "number">;

/**
 * A size in bytes as people read it: B, KiB, MiB, GiB, one decimal from KiB on, the number in the person's
 * locale (`304,4 KiB` in Indonesian, `304.4 KiB` in English).
 */
export function formatBytes(bytes: number, format: NumberFormatter): string {
  const units = ["B", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${format.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${units[unit]}`;
}
