// Performance marks the lookup bench reads (bench/lookup.bench.ts); cheap, and harmless when nobody reads them.
const ENTER = "lookup:enter";
export const ENTER_TO_RESULT = "lookup:enter-to-result";
export const ACTION_ROUND_TRIP = "lookup:action";

/** The agent asked for a lookup (Enter, the button, a recent lookup). */
export function markLookupRequested(): void {
  performance.clearMarks(ENTER);
  performance.mark(ENTER);
}

/** A result card is on screen: measures from the request, once per request. */
export function markResultShown(): void {
  if (performance.getEntriesByName(ENTER, "mark").length === 0) return;
  performance.measure(ENTER_TO_RESULT, ENTER);
  performance.clearMarks(ENTER);
}

/** Times one server action call. */
export async function timedAction<T>(call: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await call();
  } finally {
    performance.measure(ACTION_ROUND_TRIP, { start, end: performance.now() });
  }
}
