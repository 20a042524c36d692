import type { z } from "zod";
import {
  ProviderBadResponse,
  ProviderNotFound,
  type ProviderOperation,
  ProviderRateLimited,
  ProviderStatusError,
  ProviderUnavailable,
} from "./errors";
import type { HttpAnswer } from "./http";
import { issuePaths, parseJsonSafely } from "./json";
import { parseRetryAfter } from "./retry-after";
import { statusEnvelopeSchema } from "./schemas/common";
import { isNotFoundStatus, PROVIDER_SUCCESS_STATUS } from "./status";

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
  /** Words for ProviderNotFound, e.g. `transaction with partnerId "X"`. */
  notFoundSubject: string;
  nowMs: number;
};

/** Turns an HTTP answer of 4.1 / 4.2 into the validated success body or the matching typed error. */
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
  if (httpStatus === 404) throw new ProviderNotFound(operation, context.notFoundSubject);

  const json = parseJsonSafely(answer.text);
  if (!json.ok) throw new ProviderBadResponse(operation, "invalid_json", httpStatus);

  const envelope = statusEnvelopeSchema.safeParse(json.value);
  if (envelope.success && envelope.data.status !== PROVIDER_SUCCESS_STATUS) {
    if (isNotFoundStatus(envelope.data.status, envelope.data.statusMessage)) {
      throw new ProviderNotFound(operation, context.notFoundSubject);
    }
    throw new ProviderStatusError(operation, envelope.data.status, envelope.data.statusMessage, httpStatus);
  }
  if (httpStatus < 200 || httpStatus >= 300) {
    throw new ProviderBadResponse(operation, "unexpected_http_status", httpStatus);
  }
  const parsed = successSchema.safeParse(json.value);
  if (!parsed.success) {
    throw new ProviderBadResponse(operation, "unexpected_shape", httpStatus, issuePaths(parsed.error));
  }
  return parsed.data;
}
