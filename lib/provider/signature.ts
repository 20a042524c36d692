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
  readonly scheme: string;
  sign(input: SignatureInput): string;
}

export type SignerFactory = (credentials: { clientSecret: string }) => Signer;

export const DEFAULT_SIGNING_SCHEME = "hmac-sha256-v1";

function createHmacSha256V1Signer({ clientSecret }: { clientSecret: string }): Signer {
  return {
    scheme: DEFAULT_SIGNING_SCHEME,
    sign({ method, pathWithQuery, accessToken, requestTime, body }) {
      const message =
        `path=${pathWithQuery}&method=${method.toUpperCase()}&token=Bearer ${accessToken}` +
        `&timestamp=${requestTime}&body=${body}`;
      const key = `${clientSecret}-${requestTime}-Bearer ${accessToken}`;
      return createHmac("sha256", key).update(message, "utf8").digest("hex");
    },
  };
}

const factories = new Map<string, SignerFactory>([[DEFAULT_SIGNING_SCHEME, createHmacSha256V1Signer]]);

/** Lets a partner whose contract uses another signature scheme plug it in by name. */
export function registerSigningScheme(scheme: string, factory: SignerFactory): void {
  factories.set(scheme, factory);
}

export function signingSchemes(): string[] {
  return [...factories.keys()];
}

export class UnknownSigningSchemeError extends Error {
  constructor(scheme: string) {
    super(`unknown signing scheme "${scheme}"; configured schemes: ${signingSchemes().join(", ")}`);
    this.name = "UnknownSigningSchemeError";
  }
}

export function createSigner(scheme: string, credentials: { clientSecret: string }): Signer {
  const factory = factories.get(scheme);
  if (!factory) throw new UnknownSigningSchemeError(scheme);
  return factory(credentials);
}
