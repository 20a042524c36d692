import { createHmac } from "node:crypto";
import { constantTimeEqual } from "./http-utils";

export type SignedParts = {
  clientSecret: string;
  method: string;
  /** Path and query exactly as they arrived on the request line. */
  pathWithQuery: string;
  accessToken: string;
  /** The request-time header's text, epoch milliseconds. */
  requestTime: string;
  /** The body exactly as received; empty for a GET. */
  body: string;
};

/**
 * The signature the provider expects, written from its documented formula (docs/provider-api.md#signature)
 * and kept apart from the client's signer, so that a mistake in one is caught by the other.
 */
export function expectedSignature(parts: SignedParts): string {
  const bearer = `Bearer ${parts.accessToken}`;
  const key = `${parts.clientSecret}-${parts.requestTime}-${bearer}`;
  const message = [
    `path=${parts.pathWithQuery}`,
    `method=${parts.method.toUpperCase()}`,
    `token=${bearer}`,
    `timestamp=${parts.requestTime}`,
    `body=${parts.body}`,
  ].join("&");
  return createHmac("sha256", key).update(message, "utf8").digest("hex");
}

/** Whether `sent` is the signature of these parts; hex digits are compared without regard to case. */
export function isSignatureValid(sent: string, parts: SignedParts): boolean {
  return constantTimeEqual(sent.toLowerCase(), expectedSignature(parts));
}
