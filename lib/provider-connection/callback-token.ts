import { trimEndChar } from "@/lib/text/trim-char";
/**
 * New callback tokens must be at least this long, so guessing one is hopeless; a token saved before the rule
 * keeps working until it is replaced.
 */
export const CALLBACK_TOKEN_MIN_LENGTH = 32;

/**
 * A new callback token: 32 bytes from the platform's cryptographic generator (Web Crypto, in the browser as
 * on the server), base64url, so 43 characters that survive a header, a form and a copy-paste unchanged.
 */
export function generateCallbackToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return trimEndChar(
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_"),
    "=",
  );
}
