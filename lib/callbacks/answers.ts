import { CALLBACK_SUCCESS_CODE } from "@/lib/provider/status";

/**
 * What the receiver answers, SNAP style: HTTP status (3 digits) + service code (2) + case code (2). The
 * contract only shows the success code; the others follow Bank Indonesia's SNAP table
 * (docs/provider-api.md#response-codes), and the statuses the table lacks (413, 415, 405, 503) keep the same
 * composition.
 */
export const CALLBACK_ANSWERS = {
  success: { httpStatus: 200, responseCode: CALLBACK_SUCCESS_CODE, responseMessage: "Successful" },
  unauthorized: {
    httpStatus: 401,
    responseCode: "4010000",
    responseMessage: "Unauthorized. Invalid callback token",
  },
  invalidFormat: { httpStatus: 400, responseCode: "4000001", responseMessage: "Invalid Field Format" },
  missingField: { httpStatus: 400, responseCode: "4000002", responseMessage: "Invalid Mandatory Field" },
  methodNotAllowed: { httpStatus: 405, responseCode: "4050000", responseMessage: "Method Not Allowed" },
  tooLarge: { httpStatus: 413, responseCode: "4130000", responseMessage: "Request Entity Too Large" },
  tooManyRequests: { httpStatus: 429, responseCode: "4290000", responseMessage: "Too Many Requests" },
  unsupportedMediaType: {
    httpStatus: 415,
    responseCode: "4150000",
    responseMessage: "Unsupported Media Type. Use application/json",
  },
  generalError: { httpStatus: 500, responseCode: "5000000", responseMessage: "General Error" },
  unavailable: {
    httpStatus: 503,
    responseCode: "5030000",
    responseMessage: "Service Temporarily Unavailable. Retry later",
  },
} as const;

export type CallbackAnswerKind = keyof typeof CALLBACK_ANSWERS;

/** Seconds the provider is asked to wait before retrying while the database cannot commit. */
export const RETRY_AFTER_SECONDS = 10;

/**
 * The JSON answer. `originalReferenceNo` is echoed whenever it could be read, at the top level (4.3) and
 * inside `additionalInfo` (as the provider's other notifications do); `field` names the offending field;
 * `retryAfterSeconds` is how long a caller answered 429 must wait.
 */
export function callbackAnswer(
  kind: CallbackAnswerKind,
  originalReferenceNo?: string | null,
  field?: string | null,
  retryAfterSeconds?: number,
): Response {
  const answer = CALLBACK_ANSWERS[kind];
  const reference = originalReferenceNo ?? undefined;
  const body = {
    responseCode: answer.responseCode,
    responseMessage: field ? `${answer.responseMessage} ${field}` : answer.responseMessage,
    ...(reference !== undefined
      ? { originalReferenceNo: reference, additionalInfo: { originalReferenceNo: reference } }
      : {}),
  };
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (kind === "unavailable") headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  if (kind === "tooManyRequests") headers.set("Retry-After", String(Math.max(1, retryAfterSeconds ?? 60)));
  if (kind === "methodNotAllowed") headers.set("Allow", "POST");
  return Response.json(body, { status: answer.httpStatus, headers });
}
