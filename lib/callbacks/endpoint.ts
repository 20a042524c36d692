import { loadCallbackTokens } from "@/lib/connection/settings";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { clientIp } from "@/lib/request-ip";
import { anonymousCallers } from "./anonymous-callers";
import { callbackAnswer } from "./answers";
import { receiveUpgradeNotification } from "./receive";

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
  return receiveUpgradeNotification(request, {
    db: db(),
    key,
    loadTokens: () => loadCallbackTokens(db(), key),
    callerAddress: clientIp(request.headers),
    anonymous: anonymousCallers(),
  });
}

/** Any other method, answered in the contract's own JSON. */
export const refuseMethod = async (): Promise<Response> => callbackAnswer("methodNotAllowed");
