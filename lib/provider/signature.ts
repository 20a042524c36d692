import { createHmac } from "node:crypto";

export type SignatureInput = {
  method: string;
  /** Path and query exactly as sent, e.g. `/public/api/v1/payment/notif/trx?request_id=x&type=requestId`. */
  pathWithQuery: string;
  accessToken: string;
  /** Epoch milliseconds as text, the same value sent in the Request-Time header. */
  requestTime: string;
  /** The exact body text sent: minified JSON, or "" for a request without body. */
  body: string;
};

export interface Signer {
  sign(input: SignatureInput): string;
}

/** The one scheme the contract documents (docs/provider-api.md#signature); the settings store its name. */
export const DEFAULT_SIGNING_SCHEME = "hmac-sha256-v1";

/** The schemes the settings may name. */
export function signingSchemes(): string[] {
  return [DEFAULT_SIGNING_SCHEME];
}

export class UnknownSigningSchemeError extends Error {
  constructor(scheme: string) {
    super(`unknown signing scheme "${scheme}"; known schemes: ${signingSchemes().join(", ")}`);
    this.name = "UnknownSigningSchemeError";
  }
}

export function createSigner(scheme: string, { clientSecret }: { clientSecret: string }): Signer {
  if (scheme !== DEFAULT_SIGNING_SCHEME) throw new UnknownSigningSchemeError(scheme);
  return {
    sign({ method, pathWithQuery, accessToken, requestTime, body }) {
      const message =
        `path=${pathWithQuery}&method=${method.toUpperCase()}&token=Bearer ${accessToken}` +
        `&timestamp=${requestTime}&body=${body}`;
      const key = `${clientSecret}-${requestTime}-Bearer ${accessToken}`;
      return createHmac("sha256", key).update(message, "utf8").digest("hex");
    },
  };
}
