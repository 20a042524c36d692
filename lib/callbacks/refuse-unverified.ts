import { addressBucket } from "@/lib/http/address-bucket";
import { log } from "@/lib/log";
import { countCallback } from "@/lib/metrics/record";
import type { AnonymousCallers } from "./anonymous-callers";
import { callbackAnswer } from "./answers";
import { decodeUtf8, referenceIn } from "./parse";
import { readCallbackBody } from "./read-body";

/**
 * Answers a caller that failed the token check, writing nothing to the database: the refusal is counted in
 * memory per address, and past the per-address limit it is answered 429 without even reading the body.
 * Nothing an unverified caller sends is kept; its body is read (within the cap) only to echo the reference.
 */
export async function refuseUnverified(
  request: Request,
  anonymous: AnonymousCallers,
  address: string | null,
  receivedAt: Date,
): Promise<Response> {
  const bucket = addressBucket(address);
  const admission = await anonymous.admit(bucket);
  if (!admission.admitted) {
    anonymous.count("rate_limited", bucket, receivedAt);
    countCallback("rate_limited");
    if (admission.first) {
      log.warn("callback_anonymous_limited", {
        address: bucket,
        retryAfterSeconds: admission.retryAfterSeconds,
      });
    }
    return callbackAnswer("tooManyRequests", null, null, admission.retryAfterSeconds);
  }
  anonymous.count("unauthorized", bucket, receivedAt);
  countCallback("unauthorized");
  const body = await readCallbackBody(request);
  log.warn("callback_unauthorized", {
    address: bucket,
    bodyBytes: body.ok ? body.bytes.length : body.bytesSeen,
  });
  return callbackAnswer("unauthorized", body.ok ? referenceIn(decodeUtf8(body.bytes)) : null);
}
