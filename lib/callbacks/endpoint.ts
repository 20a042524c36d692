import { keyring } from "@/lib/crypto/keys";
import { log } from "@/lib/log";
import { clientIp } from "@/lib/request-ip";
import { acceptedCallbackTokens } from "./accepted-tokens";
import { anonymousCallers } from "./anonymous-callers";
import { callbackAnswer } from "./answers";
import { isDatabaseUnavailable } from "./database-fault";
import { receiveUpgradeNotification } from "./receive";
import { type CallbackStore, callbackStore } from "./store";

/**
 * The provider's upgrade notification as it arrives over HTTP, wired to this app's database, keys, tokens
 * and limiter. Public on purpose: the provider calls it, and it verifies the callback token itself.
 */
export async function receiveCallbackRequest(request: Request): Promise<Response> {
  let key: ReturnType<typeof keyring>;
  try {
    key = keyring();
  } catch (error) {
    log.error("callback_failed", { stage: "configuration", error });
    return callbackAnswer("generalError");
  }
  let store: CallbackStore;
  try {
    store = callbackStore();
  } catch (error) {
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
