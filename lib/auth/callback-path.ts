/** Where to go after sign-in: only a path of this app, never another site (no open redirect). */
export function safeCallbackPath(value: unknown): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.startsWith("/\\")
  ) {
    return "/";
  }
  try {
    const url = new URL(value, "http://app.invalid");
    if (url.origin !== "http://app.invalid" || url.pathname.startsWith("/sign-in")) return "/";
    return url.pathname + url.search;
  } catch {
    return "/";
  }
}
