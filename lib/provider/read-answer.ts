import type { z } from "zod";
import {
  ProviderBadResponse,
  type ProviderOperation,
  ProviderRateLimited,
  ProviderStatusError,
  ProviderUnavailable,
} from "./errors";
import type { HttpAnswer } from "./http";
import { issuePaths, parseJsonSafely } from "./json";
import { parseRetryAfter } from "./retry-after";
import { statusEnvelopeSchema } from "./schemas/common";
import { PROVIDER_SUCCESS_STATUS } from "./status";

/** Thrown for HTTP 401/403 so the caller can refresh the token once before giving up. */
export class CredentialsRejected extends Error {
  constructor(
    readonly operation: ProviderOperation,
    readonly httpStatus: number,
  ) {
    super(`credentials rejected on ${operation} (HTTP ${httpStatus})`);
    this.name = "CredentialsRejected";
  }
}

export type AnswerContext = {
  operation: ProviderOperation;
  nowMs: number;
};

/**
 * Turns an HTTP answer of 4.1 / 4.2 into the validated success body or the matching typed error. The contract
 * documents only success (docs/provider-api.md#response-codes), so no other answer gets a meaning here: a body
 * with another `status` is a ProviderStatusError carrying it and its message as received, any other answer
 * outside 2xx a ProviderBadResponse carrying its HTTP status. Whether either says "no such transaction" is the
 * dictionary's to say (lib/provider-codes/not-found.ts).
 */
export function readProviderAnswer<Schema extends z.ZodType>(
  answer: HttpAnswer,
  successSchema: Schema,
  context: AnswerContext,
): z.output<Schema> {
  const { operation } = context;
  const { status: httpStatus } = answer;
  if (httpStatus === 0 || (httpStatus >= 300 && httpStatus < 400)) {
    throw new ProviderBadResponse(operation, "redirect", httpStatus);
  }
  if (httpStatus === 401 || httpStatus === 403) throw new CredentialsRejected(operation, httpStatus);
  if (httpStatus === 429) {
    throw new ProviderRateLimited(
      operation,
      parseRetryAfter(answer.headers.get("retry-after"), context.nowMs),
    );
  }
  if (httpStatus >= 500) throw new ProviderUnavailable(operation, "http_5xx", httpStatus);
  const success = httpStatus >= 200 && httpStatus < 300;

  const json = parseJsonSafely(answer.text);
  if (!json.ok)
    throw new ProviderBadResponse(operation, success ? "invalid_json" : "unexpected_http_status", httpStatus);

  const envelope = statusEnvelopeSchema.safeParse(json.value);
  if (envelope.success && envelope.data.status !== PROVIDER_SUCCESS_STATUS) {
    throw new ProviderStatusError(operation, envelope.data.status, envelope.data.statusMessage, httpStatus);
  }
  if (!success) {
    throw new ProviderBadResponse(operation, "unexpected_http_status", httpStatus);
  }
  const parsed = successSchema.safeParse(json.value);
  if (!parsed.success) {
    throw new ProviderBadResponse(operation, "unexpected_shape", httpStatus, issuePaths(parsed.error));
  }
  return parsed.data;
}
