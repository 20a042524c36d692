import { parseAmount } from "@/lib/provider/amount";
import { type EntryStatus, entryStatus, statusKey } from "./entry-status";
import type { HistoryRowData } from "./types";

/** One sum per currency, in minor units. */
export type CurrencySums = { currency: string; minor: bigint }[];

export interface StatusTotal {
  status: EntryStatus;
  count: number;
  sums: CurrencySums;
}

export interface TypeTotal {
  type: string;
  count: number;
  /**
   * Count and sum per status as received, most frequent first. A type has no sum of its own: only a status
   * the dictionary says counts as paid adds into what was paid (`paidSums`).
   */
  byStatus: StatusTotal[];
}

export interface HistoryTotals {
  /** Most frequent type first. */
  byType: TypeTotal[];
  counted: number;
  duplicatesExcluded: number;
}

type Sums = Map<string, bigint>;
type Accumulated = Map<
  string,
  { count: number; byStatus: Map<string, { status: EntryStatus; count: number; sums: Sums }> }
>;

type TotalsRow = Pick<HistoryRowData, "type" | "amount" | "status" | "duplicateEvent">;

function add(accumulated: Accumulated, row: TotalsRow): void {
  const amount = parseAmount(row.amount);
  const status = entryStatus(row);
  const key = statusKey(status);
  const total = accumulated.get(row.type) ?? { count: 0, byStatus: new Map() };
  const ofStatus = total.byStatus.get(key) ?? { status, count: 0, sums: new Map() };
  total.count += 1;
  ofStatus.count += 1;
  ofStatus.sums.set(amount.currency, (ofStatus.sums.get(amount.currency) ?? 0n) + amount.minor);
  total.byStatus.set(key, ofStatus);
  accumulated.set(row.type, total);
}

const byCount = <T extends { count: number }>(a: T, b: T, tie: (a: T, b: T) => number) =>
  b.count - a.count || tie(a, b);

function present(accumulated: Accumulated, counted: number, duplicatesExcluded: number): HistoryTotals {
  const byType = [...accumulated].map(([type, total]) => ({
    type,
    count: total.count,
    byStatus: [...total.byStatus]
      .map(([key, { status, count, sums }]) => ({
        key,
        status,
        count,
        sums: [...sums].map(([currency, minor]) => ({ currency, minor })),
      }))
      .sort((a, b) => byCount(a, b, (x, y) => x.key.localeCompare(y.key)))
      .map(({ key: _key, ...statusTotal }) => statusTotal),
  }));
  byType.sort((a, b) => byCount(a, b, (x, y) => x.type.localeCompare(y.type)));
  return { byType, counted, duplicatesExcluded };
}

/** Count and sum of the entries by type and status; `duplicateEvent` entries are left out of both. */
export function computeTotals(rows: readonly TotalsRow[]): HistoryTotals {
  return createTotalsAccumulator()(rows);
}

/**
 * `computeTotals` for a list that only grows at its end (the merged history): each call adds the rows not
 * seen yet. A list that does not start like the previous one is counted from scratch.
 */
export function createTotalsAccumulator() {
  let accumulated: Accumulated = new Map();
  let first: TotalsRow | undefined;
  let processed = 0;
  let counted = 0;
  let duplicates = 0;
  let last = present(accumulated, 0, 0);

  return function totalsOf(rows: readonly TotalsRow[]): HistoryTotals {
    if (rows[0] !== first || rows.length < processed) {
      accumulated = new Map();
      first = rows[0];
      processed = 0;
      counted = 0;
      duplicates = 0;
    } else if (rows.length === processed) {
      return last;
    }
    for (const row of rows.slice(processed)) {
      if (row.duplicateEvent) duplicates += 1;
      else {
        add(accumulated, row);
        counted += 1;
      }
    }
    processed = rows.length;
    last = present(accumulated, counted, duplicates);
    return last;
  };
}

/**
 * What a type's entries paid: the sums of the statuses that `countsAsPaid` accepts (the dictionary's word,
 * never a guess), per currency; null when none of its statuses counts as paid.
 */
export function paidSums(
  total: TypeTotal,
  countsAsPaid: (status: EntryStatus) => boolean,
): CurrencySums | null {
  const sums: Sums = new Map();
  let any = false;
  for (const { status, sums: ofStatus } of total.byStatus) {
    if (!countsAsPaid(status)) continue;
    any = true;
    for (const { currency, minor } of ofStatus) sums.set(currency, (sums.get(currency) ?? 0n) + minor);
  }
  return any ? [...sums].map(([currency, minor]) => ({ currency, minor })) : null;
}
