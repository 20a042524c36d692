import { type HistoryEntry, historyEntrySchema, readHistoryEntry } from "@/lib/provider/schemas/history";

/** One entry validated and read on its own, as the client reads each entry of a page; throws as `parse` does. */
export const parseHistoryEntry = (input: unknown): HistoryEntry =>
  readHistoryEntry(historyEntrySchema.parse(input));
