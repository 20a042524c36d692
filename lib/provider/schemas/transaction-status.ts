import { z } from "zod";
import { PROVIDER_SUCCESS_STATUS } from "../status";
import { amountTextSchema, offsetTimestampSchema } from "./common";

export const transactionIdKindSchema = z.enum(["requestId", "partnerId"]);
export type TransactionIdKind = z.infer<typeof transactionIdKindSchema>;

export const transactionRecordSchema = z.looseObject({
  requestId: z.string().min(1),
  transactionId: z.string().min(1),
  trxStatus: z.string().min(1),
  paidAmount: amountTextSchema,
  merchantId: z.string().optional(),
  sku: z.string().optional(),
  paidTs: offsetTimestampSchema.nullish(),
  settlementTs: offsetTimestampSchema.nullish(),
  mdrFeeAmount: amountTextSchema.nullish(),
  productName: z.string().optional(),
});

export const transactionStatusResponseSchema = z.looseObject({
  requestId: z.string().min(1),
  status: z.literal(PROVIDER_SUCCESS_STATUS),
  statusMessage: z.string(),
  body: transactionRecordSchema,
});

export type TransactionStatusResponse = z.infer<typeof transactionStatusResponseSchema>;
