import { AppError } from "@/lib/errors";

export const RP_NAME = "Partner Back Office";

export interface RelyingParty {
  /** The host name passkeys are bound to. */
  rpID: string;
  origin: string;
}

/**
 * The app's origin as the browser sent it with a server action. Next.js refuses a server action whose Origin
 * is not the host it was sent to, so it is this app's own (behind a proxy: the address people use).
 */
export function relyingParty(headers: Headers): RelyingParty {
  const origin = headers.get("origin");
  if (!origin) throw new AppError("passkey_failed");
  const url = new URL(origin);
  return { rpID: url.hostname, origin: url.origin };
}
