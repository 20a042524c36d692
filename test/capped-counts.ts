import type { CappedCount } from "@/lib/inbox/capped-count";

/** A count that stayed under its cap: exactly `count`. */
export const exactly = (count: number): CappedCount => ({ count, more: false });

/** Each count of a group (the tabs), exactly. */
export const eachExactly = <K extends string>(counts: Record<K, number>): Record<K, CappedCount> =>
  Object.fromEntries(Object.entries<number>(counts).map(([key, count]) => [key, exactly(count)])) as Record<
    K,
    CappedCount
  >;
