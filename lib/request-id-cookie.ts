/**
 * The cookie proxy.ts sets on every page answer (not on API calls): the id of the last page request this
 * browser made, which the error page shows so an agent can quote it to an admin. Not a secret.
 */
export const REQUEST_ID_COOKIE = "request-id";
