import { z } from "zod";
import { PROVIDER_SUCCESS_STATUS } from "../status";
import { amountTextSchema, epochMillisTextSchema } from "./common";
import { parseHistoryDetails } from "./history-details";

export const HISTORY_REQUEST_TYPE = "aggregator_transaction_history";

export const historyQuerySchema = z.object({
  userId: z.string().min(1),
  seqId: z.int().nonnegative(),
  limit: z.int().positive(),
});

export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** One entry as the provider sends it. */
export const historyEntrySchema = z.looseObject({
  seq: z.int().nonnegative(),
  ts: z.int().nonnegative(),
  type: z.string().min(1),
  msgId: z.string().min(1),
  refId: z.string().optional(),
  userId: z.string().optional(),
  amount: amountTextSchema,
  details: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  duplicateEvent: z.boolean().optional(),
});

type SentEntry = z.output<typeof historyEntrySchema>;

/** A validated entry as the app reads it: `duplicateEvent` defaulted, `details` parsed for the entry's type. */
export function readHistoryEntry(entry: SentEntry) {
  return {
    ...entry,
    duplicateEvent: entry.duplicateEvent ?? false,
    parsedDetails: parseHistoryDetails(entry.type, entry.details ?? ""),
  };
}

export type HistoryEntry = ReturnType<typeof readHistoryEntry>;

export const historyResponseSchema = z.looseObject({
  requestId: z.string(),
  type: z.string(),
  status: z.literal(PROVIDER_SUCCESS_STATUS),
  statusMessage: z.string(),
  ts: epochMillisTextSchema,
  body: z.looseObject({ transactions: z.array(historyEntrySchema) }),
});

type SentPage = z.output<typeof historyResponseSchema>;

// A mapped type, not Omit: Omit of a loose object (an index signature) would lose its known keys.
type Replaced<T, Key extends string, Value> = { [K in keyof T]: K extends Key ? Value : T[K] };

export type HistoryResponse = Replaced<
  SentPage,
  "body",
  Replaced<SentPage["body"], "transactions", HistoryEntry[]>
>;

/**
 * A validated page with its entries read. Not a zod transform of the schema, on purpose: with the details
 * parsed inside zod's parse, V8 came to allocate each page's objects straight into the old generation
 * (allocation-site pretenuring), where they wait for a major collection: an export of 100,000 entries left
 * ~4× as much for it and its process grew by ~30 MiB more (`npm run bench exports`).
 */
export function readHistoryPage(page: SentPage): HistoryResponse {
  return { ...page, body: { ...page.body, transactions: page.body.transactions.map(readHistoryEntry) } };
}
