const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** ISO 8601 with milliseconds in WIB, as the provider writes it: `2025-01-31T10:15:30.123+07:00`. */
export function toWibIso(epochMs: number): string {
  return `${new Date(epochMs + WIB_OFFSET_MS).toISOString().slice(0, 23)}+07:00`;
}
