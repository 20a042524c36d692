import { parseAmount } from "@/lib/provider/amount";
import type { HistoryRowData } from "./types";

export interface TypeTotal {
  type: string;
  count: number;
  /** One sum per currency, in minor units. */
  sums: { currency: string; minor: bigint }[];
}

export interface HistoryTotals {
  /** Most frequent type first. */
  byType: TypeTotal[];
  counted: number;
  duplicatesExcluded: number;
}

type Accumulated = Map<string, { count: number; sums: Map<string, bigint> }>;

function add(accumulated: Accumulated, row: Pick<HistoryRowData, "type" | "amount">): void {
  const amount = parseAmount(row.amount);
  const total = accumulated.get(row.type) ?? { count: 0, sums: new Map<string, bigint>() };
  total.count += 1;
  total.sums.set(amount.currency, (total.sums.get(amount.currency) ?? 0n) + amount.minor);
  accumulated.set(row.type, total);
}

function present(accumulated: Accumulated, counted: number, duplicatesExcluded: number): HistoryTotals {
  const byType = [...accumulated].map(([type, total]) => ({
    type,
    count: total.count,
    sums: [...total.sums].map(([currency, minor]) => ({ currency, minor })),
  }));
  byType.sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
  return { byType, counted, duplicatesExcluded };
}

type TotalsRow = Pick<HistoryRowData, "type" | "amount" | "duplicateEvent">;

/** Count and sum of the entries by type; `duplicateEvent` entries are left out of both. */
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
