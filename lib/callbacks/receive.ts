import type { Keyring } from "@/lib/crypto/secret-box";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { log } from "@/lib/log";
import { countCallback } from "@/lib/metrics/record";
import type { LoadTokens } from "./accepted-tokens";
import { type AnonymousCallers, anonymousCallers } from "./anonymous-callers";
import { CALLBACK_ANSWERS, type CallbackAnswerKind, callbackAnswer } from "./answers";
import { decodeUtf8, parseNotification, referenceIn } from "./parse";
import { isJsonContentType, readCallbackBody } from "./read-body";
import { refuseUnverified } from "./refuse-unverified";
import { sealRawBody } from "./sealed";
import { type CallbackStore, type DeliveryOutcome, recordRefusal, storeNotification } from "./store";
import { callbackTokenMatches } from "./verify-token";

export interface ReceiverDeps {
  store: CallbackStore;
  /** Seals with the current key; recognises decisions stored under any key of the ring. */
  key: Keyring;
  /** The accepted callback tokens (current and, during a rotation, previous), cached or `fresh`. */
  loadTokens: LoadTokens;
  /** The caller's address when a trusted proxy tells it (`clientIp`), else null. */
  callerAddress?: string | null;
  /** Limits and counts callers that fail the token check; this process's instance unless given. */
  anonymous?: AnonymousCallers;
  now?: () => Date;
}

type Refusal = {
  kind: Exclude<
    CallbackAnswerKind,
    "success" | "generalError" | "unavailable" | "methodNotAllowed" | "unauthorized" | "tooManyRequests"
  >;
  outcome: Exclude<DeliveryOutcome, "stored" | "duplicate" | "conflict" | "unauthorized">;
  bodyBytes: number;
  rawBodySealed: string | null;
  reference: string | null;
  field?: string | null;
};

/** 503 (retry later) when the database cannot answer or commit, 500 for anything else. */
function failure(error: unknown, stage: string, reference: string | null = null): Response {
  const unavailable = isDatabaseUnavailable(error);
  countCallback("error");
  log.error("callback_failed", { stage, unavailable, error });
  return callbackAnswer(unavailable ? "unavailable" : "generalError", reference);
}

/** Records a refused delivery and answers it; a failure to record does not change the answer. */
async function refuse(deps: ReceiverDeps, receivedAt: Date, refusal: Refusal): Promise<Response> {
  const answer = CALLBACK_ANSWERS[refusal.kind];
  let deliveryId: string | null = null;
  try {
    deliveryId = await recordRefusal(deps.store, {
      receivedAt,
      outcome: refusal.outcome,
      httpStatus: answer.httpStatus,
      responseCode: answer.responseCode,
      bodyBytes: refusal.bodyBytes,
      rawBodySealed: refusal.rawBodySealed,
      originalReferenceNo: refusal.reference,
      problemField: refusal.field ?? null,
    });
  } catch (error) {
    log.error("callback_refusal_not_recorded", { outcome: refusal.outcome, error });
  }
  countCallback(refusal.outcome);
  log.warn("callback_delivery", {
    deliveryId,
    outcome: refusal.outcome,
    responseCode: answer.responseCode,
    field: refusal.field ?? null,
  });
  return callbackAnswer(refusal.kind, refusal.reference, refusal.field);
}

/**
 * POST {callback_base_url}/v1.0/snap/account/upgrade/notify (4.3), in this order: the callback token (in
 * constant time, current and previous), the content type, the body under a size cap, JSON, the schema (both
 * shapes, conditional fields); then the decision is stored once and only then is success answered. A caller
 * without a valid token is answered 401 (429 past its address's limit) and leaves no row behind.
 */
export async function receiveUpgradeNotification(request: Request, deps: ReceiverDeps): Promise<Response> {
  const receivedAt = deps.now?.() ?? new Date();
  try {
    const presented = request.headers.get("x-callback-token");
    let tokens: string[];
    let verified: boolean;
    try {
      tokens = await deps.loadTokens();
      verified = callbackTokenMatches(presented, tokens);
      if (!verified && presented) {
        // A token saved on another instance a moment ago is not in this instance's copy yet.
        tokens = await deps.loadTokens({ fresh: true });
        verified = callbackTokenMatches(presented, tokens);
      }
    } catch (error) {
      return failure(error, "load_tokens");
    }
    if (tokens.length === 0) log.warn("callback_token_not_configured");
    // The token is checked first, so a delivery with a valid token is never limited or counted as anonymous.
    if (!verified) {
      const anonymous = deps.anonymous ?? anonymousCallers();
      return refuseUnverified(request, anonymous, deps.callerAddress ?? null, receivedAt);
    }
    if (!isJsonContentType(request.headers.get("content-type"))) {
      const body = await readCallbackBody(request);
      const text = body.ok ? decodeUtf8(body.bytes) : null;
      return refuse(deps, receivedAt, {
        kind: "unsupportedMediaType",
        outcome: "unsupported_media_type",
        bodyBytes: body.ok ? body.bytes.length : body.bytesSeen,
        rawBodySealed: body.ok ? sealRawBody(body.bytes, text, deps.key) : null,
        reference: referenceIn(text),
      });
    }
    const body = await readCallbackBody(request);
    if (!body.ok) {
      return refuse(deps, receivedAt, {
        kind: "tooLarge",
        outcome: "too_large",
        bodyBytes: body.bytesSeen,
        rawBodySealed: null,
        reference: null,
      });
    }
    const text = decodeUtf8(body.bytes);
    const rawBodySealed = sealRawBody(body.bytes, text, deps.key);
    const parsed = parseNotification(text);
    if (!parsed.ok) {
      return refuse(deps, receivedAt, {
        kind: parsed.kind,
        outcome: parsed.kind === "missingField" ? "missing_field" : "invalid",
        bodyBytes: body.bytes.length,
        rawBodySealed,
        reference: parsed.reference,
        field: parsed.field,
      });
    }
    try {
      const stored = await storeNotification(
        deps.store,
        parsed.notification,
        { receivedAt, bodyBytes: body.bytes.length, rawBodySealed },
        deps.key,
      );
      countCallback(stored.outcome);
      log.info("callback_delivery", { ...stored, responseCode: CALLBACK_ANSWERS.success.responseCode });
      return callbackAnswer("success", parsed.reference);
    } catch (error) {
      return failure(error, "store", parsed.reference);
    }
  } catch (error) {
    return failure(error, "receive");
  }
}
