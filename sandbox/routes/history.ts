import type { IncomingMessage, ServerResponse } from "node:http";
import { historyRequestSchema } from "@/lib/provider/schemas/history";
import { PROVIDER_SUCCESS_STATUS } from "@/lib/provider/status";
import { historyPage } from "../data/history";
import { parseJson, sendJson, sendProviderError } from "../http-utils";
import { verifySignedRequest } from "../verify-request";
import type { SandboxContext } from "./context";

/** POST /payment/aggregator/history (4.2). An unknown user has an empty history. */
export function handleHistory(
  request: IncomingMessage,
  response: ServerResponse,
  body: string,
  context: SandboxContext,
): void {
  const rejection = verifySignedRequest(request, body, {
    requestTimeHeader: "Request-Time",
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
  const parsed = historyRequestSchema.safeParse(parseJson(body));
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".") || "body"))];
    sendProviderError(response, 400, `invalid request fields: ${fields.join(", ")}`);
    return;
  }
  const { requestId, type, body: query } = parsed.data;
  const { paging, maxLimit } = context.state.knobs;
  const user = context.users.find(query.userId);
  const transactions = user
    ? historyPage(user, {
        seqId: query.seqId,
        limit: Math.min(query.limit, maxLimit),
        paging,
        aggregatorId: context.config.clientId,
      })
    : [];
  sendJson(response, 200, {
    requestId,
    type,
    status: PROVIDER_SUCCESS_STATUS,
    statusMessage: "success",
    ts: String(context.now()),
    body: { transactions },
  });
}
