/**
 * The largest body a server action or next-auth's sign-in may send: the largest input any action's schema
 * allows (a passkey's answer, 32,000 characters, with its name and challenge), at three bytes a character
 * (UTF-8, or a JSON-escaped quote), plus what the form or React's encoding adds around it
 * (app/input-bounds.test.ts checks it fits). next.config.mjs gives it to Next.js as
 * `experimental.serverActions.bodySizeLimit`, which cuts a body off as it streams, before it is parsed.
 */
export const ACTION_BODY_LIMIT_BYTES = 128 * 1024;
