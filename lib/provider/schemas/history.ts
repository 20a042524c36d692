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

export const historyEntrySchema = z
  .looseObject({
    seq: z.int().nonnegative(),
    ts: z.int().nonnegative(),
    type: z.string().min(1),
    msgId: z.string().min(1),
    refId: z.string().optional(),
    userId: z.string().optional(),
    amount: amountTextSchema,
    details: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    duplicateEvent: z.boolean().optional(),
  })
  .transform((entry) => ({
    ...entry,
    duplicateEvent: entry.duplicateEvent ?? false,
    parsedDetails: parseHistoryDetails(entry.type, entry.details ?? ""),
  }));

export type HistoryEntry = z.output<typeof historyEntrySchema>;

export const historyResponseSchema = z.looseObject({
  requestId: z.string(),
  type: z.string(),
  status: z.literal(PROVIDER_SUCCESS_STATUS),
  statusMessage: z.string(),
  ts: epochMillisTextSchema,
  body: z.looseObject({ transactions: z.array(historyEntrySchema) }),
});

export type HistoryResponse = z.output<typeof historyResponseSchema>;
