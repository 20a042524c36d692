import { z } from "zod";
import { isAmountText } from "../amount";

export const amountTextSchema = z
  .string()
  .refine(isAmountText, { message: 'expected "<CURRENCY> <digits>.<2 digits>", e.g. "IDR 10000.00"' });

/** ISO 8601 with a numeric UTC offset, as in `2025-01-31T10:15:30.123+07:00`. */
export const offsetTimestampSchema = z.iso.datetime({ offset: true });

export const epochMillisTextSchema = z.union([
  z.string().regex(/^\d+$/, "expected epoch milliseconds as text"),
  z.int().nonnegative().transform(String),
]);

/** The `{status, statusMessage}` part shared by success and error answers of 4.1 and 4.2. */
export const statusEnvelopeSchema = z.looseObject({
  status: z.int(),
  statusMessage: z.string().optional(),
});
