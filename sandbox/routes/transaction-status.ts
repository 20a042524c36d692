import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { transactionStatusQuerySchema } from "@/lib/provider/schemas/transaction-status";
import {
  PROVIDER_NOT_FOUND_STATUS,
  PROVIDER_SUCCESS_STATUS,
  TRANSACTION_NOT_FOUND_MESSAGE,
} from "@/lib/provider/status";
import { findTransaction } from "../data/transactions";
import { sendJson, sendProviderError } from "../http-utils";
import { verifySignedRequest } from "../verify-request";
import type { SandboxContext } from "./context";

/** GET /public/api/v1/payment/notif/trx?request_id=..&type=requestId|partnerId (4.1). */
export function handleTransactionStatus(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: SandboxContext,
): void {
  const rejection = verifySignedRequest(request, "", {
    requestTimeHeader: "Request-time",
    clientId: context.config.clientId,
    signer: context.signer,
    tokens: context.tokens,
    nowMs: context.now(),
    maxClockSkewMs: context.config.maxClockSkewMs,
  });
  if (rejection) {
    sendProviderError(response, rejection.httpStatus, rejection.message);
    return;
  }
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
      status: PROVIDER_NOT_FOUND_STATUS,
      statusMessage: TRANSACTION_NOT_FOUND_MESSAGE,
    });
    return;
  }
  sendJson(response, 200, {
    requestId: randomUUID(),
    status: PROVIDER_SUCCESS_STATUS,
    statusMessage: "success",
    body: record,
  });
}
