import { keyring } from "@/lib/crypto/keys";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { countCallback } from "@/lib/metrics/record";
import { runWithRequestId } from "@/lib/request-context";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/request-id";
import { clientIp } from "@/lib/request-ip";
import { acceptedCallbackTokens } from "./accepted-tokens";
import { anonymousCallers } from "./anonymous-callers";
import { callbackAnswer } from "./answers";
import { receiveUpgradeNotification } from "./receive";
import { type CallbackStore, callbackStore } from "./store";

/**
 * The provider's upgrade notification as it arrives over HTTP, wired to this app's database, keys, tokens
 * and limiter. Public on purpose: the provider calls it, and it verifies the callback token itself. proxy.ts
 * does not run here, so the request's id is made here; its log lines carry it, and so does the answer.
 */
export async function receiveCallbackRequest(request: Request): Promise<Response> {
  const requestId = requestIdFor(request.headers, env().TRUST_PROXY);
  const response = await runWithRequestId(requestId, () => receive(request));
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

async function receive(request: Request): Promise<Response> {
  let key: ReturnType<typeof keyring>;
  try {
    key = keyring();
  } catch (error) {
    countCallback("error");
    log.error("callback_failed", { stage: "configuration", error });
    return callbackAnswer("generalError");
  }
  let store: CallbackStore;
  try {
    store = callbackStore();
  } catch (error) {
    countCallback("error");
    log.error("callback_failed", { stage: "open_store", error });
    return callbackAnswer(isDatabaseUnavailable(error) ? "unavailable" : "generalError");
  }
  return receiveUpgradeNotification(request, {
    store,
    key,
    loadTokens: acceptedCallbackTokens(store),
    callerAddress: clientIp(request.headers),
    anonymous: anonymousCallers(),
  });
}

/** Any other method, answered in the contract's own JSON. */
export const refuseMethod = async (): Promise<Response> => callbackAnswer("methodNotAllowed");
