import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { findTransaction } from "../data/transactions";
import { sendJson, sendProviderError } from "../http-utils";
import {
  NOT_FOUND_STATUS,
  SUCCESS_MESSAGE,
  SUCCESS_STATUS,
  TRANSACTION_NOT_FOUND_MESSAGE,
} from "../status-codes";
import type { SandboxContext } from "./context";
import { refuseUnsigned } from "./signed-request";

// The parameter is `request_id` whatever the kind of id (docs/provider-api.md#41-transaction-status).
const transactionStatusQuerySchema = z.object({
  request_id: z.string().min(1),
  type: z.enum(["requestId", "partnerId"]),
});

/** GET /public/api/v1/payment/notif/trx?request_id=..&type=requestId|partnerId (4.1). */
export function handleTransactionStatus(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: SandboxContext,
): void {
  if (refuseUnsigned(request, response, "", "Request-time", context)) return;
  const query = transactionStatusQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    sendProviderError(response, 400, "query must have request_id and type=requestId|partnerId");
    return;
  }
  const record = findTransaction(
    context.users,
    query.data.type,
    query.data.request_id,
    context.config.clientId,
  );
  if (!record) {
    sendJson(response, 404, {
      status: NOT_FOUND_STATUS,
      statusMessage: TRANSACTION_NOT_FOUND_MESSAGE,
    });
    return;
  }
  sendJson(response, 200, {
    requestId: randomUUID(),
    status: SUCCESS_STATUS,
    statusMessage: SUCCESS_MESSAGE,
    body: record,
  });
}
