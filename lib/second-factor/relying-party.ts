import { type Env, env } from "@/lib/env";
import { AppError } from "@/lib/errors";

export const RP_NAME = "Partner Back Office";

export interface RelyingParty {
  /** The host name passkeys are bound to. */
  rpID: string;
  origin: string;
}

/**
 * The address passkeys are bound to: PASSKEY_ORIGIN, else AUTH_URL, else (outside production) the app on
 * localhost. Never a request's Origin, Host or X-Forwarded-Host: whoever sends a request chooses those, and
 * a ceremony checked against them would accept answers signed for their site.
 */
export function passkeyAddress(
  config: Pick<Env, "NODE_ENV" | "AUTH_URL" | "PASSKEY_ORIGIN">,
  port = process.env.PORT,
): URL | null {
  const configured = config.PASSKEY_ORIGIN ?? config.AUTH_URL;
  if (configured) return new URL(configured);
  return config.NODE_ENV === "production" ? null : new URL(`http://localhost:${port ?? 3000}`);
}

/** The relying party of every passkey ceremony; refused when production does not say its address. */
export function relyingParty(): RelyingParty {
  const address = passkeyAddress(env());
  if (!address) throw new AppError("passkeys_unavailable");
  return { rpID: address.hostname, origin: address.origin };
}
