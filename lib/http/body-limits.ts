/**
 * The largest body a server action or next-auth's sign-in may send: the largest input any action's schema
 * allows (a manager's ledger, 20 MiB as uploaded, with its column mapping; its characters at three bytes each,
 * UTF-8 or a JSON-escaped quote), plus what the form or React's encoding adds around it
 * (app/input-bounds.test.ts checks it fits). next.config.mjs gives it to Next.js as
 * `experimental.serverActions.bodySizeLimit`, which cuts a body off as it streams, before it is parsed. Every
 * other action's schema still refuses more than its own fields hold.
 */
export const ACTION_BODY_LIMIT_BYTES = 21 * 1024 * 1024;

/**
 * The largest body next-auth's sign-in route reads (app/api/auth/[...nextauth]/route.ts): a passkey's answer,
 * 32,000 characters, with its name, challenge and callback path, at three bytes a character, and the form
 * around it. Anyone can send it before signing in, so it is not the action limit a ledger upload needs.
 */
export const SIGN_IN_BODY_LIMIT_BYTES = 128 * 1024;
