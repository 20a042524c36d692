import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { historyPage } from "../data/history";
import { parseJson, sendJson, sendProviderError } from "../http-utils";
import { SUCCESS_MESSAGE, SUCCESS_STATUS } from "../status-codes";
import type { SandboxContext } from "./context";
import { refuseUnsigned } from "./signed-request";

/** The 4.2 request body in its nested form (docs/provider-api.md#42-transaction-history). */
const historyRequestSchema = z.object({
  requestId: z.string().min(1),
  type: z.literal("aggregator_transaction_history"),
  body: z.object({
    userId: z.string().min(1),
    seqId: z.int().nonnegative(),
    limit: z.int().positive(),
  }),
});

/** POST /payment/aggregator/history (4.2). An unknown user has an empty history. */
export function handleHistory(
  request: IncomingMessage,
  response: ServerResponse,
  body: string,
  context: SandboxContext,
): void {
  if (refuseUnsigned(request, response, body, "Request-Time", context)) return;
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
    status: SUCCESS_STATUS,
    statusMessage: SUCCESS_MESSAGE,
    ts: String(context.now()),
    body: { transactions },
  });
}
