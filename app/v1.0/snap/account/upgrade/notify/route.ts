import { anonymousCallers } from "@/lib/callbacks/anonymous-callers";
import { callbackAnswer } from "@/lib/callbacks/answers";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { loadCallbackTokens } from "@/lib/connection/settings";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { clientIp } from "@/lib/request-ip";

export const dynamic = "force-dynamic";

// Public on purpose: the provider calls it, and it verifies the callback token itself. proxy.ts does not
// match /v1.0/, and nothing here redirects: every answer is the JSON of docs/provider-api.md#response-codes.
export async function POST(request: Request): Promise<Response> {
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

const methodNotAllowed = async () => callbackAnswer("methodNotAllowed");

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as GET,
  methodNotAllowed as PATCH,
  methodNotAllowed as PUT,
};
