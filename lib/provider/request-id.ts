// The provider is Indonesian and its timestamps carry +07:00 (WIB, Asia/Jakarta); WIB has no daylight
// saving, so a fixed UTC+7 offset gives the same wall clock as the time zone without needing tz data.
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const INCREMENT_MODULO = 10_000;

function jakartaTimestamp(epochMs: number): string {
  const shifted = new Date(epochMs + JAKARTA_OFFSET_MS);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return (
    pad(shifted.getUTCFullYear(), 4) +
    pad(shifted.getUTCMonth() + 1) +
    pad(shifted.getUTCDate()) +
    pad(shifted.getUTCHours()) +
    pad(shifted.getUTCMinutes()) +
    pad(shifted.getUTCSeconds())
  );
}

export type HistoryRequestIdGenerator = () => string;

/** History request ids: client id, then `YYYYMMDDHHmmSS` in WIB, then a 4-digit increment wrapping after 9999. */
export function createHistoryRequestIdGenerator(options: {
  clientId: string;
  now?: () => number;
  firstIncrement?: number;
}): HistoryRequestIdGenerator {
  const now = options.now ?? Date.now;
  let increment = (options.firstIncrement ?? 0) % INCREMENT_MODULO;
  return () => {
    const id = `${options.clientId}${jakartaTimestamp(now())}${String(increment).padStart(4, "0")}`;
    increment = (increment + 1) % INCREMENT_MODULO;
    return id;
  };
}
