/**
 * A device preference (theme, language before sign-in), kept a year and read by the server on render. Not
 * signed: any value is validated where it is read.
 */
export const PREFERENCE_COOKIE_ATTRIBUTES = { path: "/", maxAge: 31_536_000, sameSite: "lax" } as const;

/** Saves a device preference from the browser. */
export function setPreferenceCookie(name: string, value: string): void {
  const { path, maxAge, sameSite } = PREFERENCE_COOKIE_ATTRIBUTES;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers agents use.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=${path}; max-age=${maxAge}; samesite=${sameSite}`;
}
