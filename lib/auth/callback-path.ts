const HOME = "/";
// Any origin will do: only whether a value stays on it matters.
const BASE = "http://app.invalid";
/** Longer than any path of this app with its query: refused before it is decoded or parsed. */
export const MAX_CALLBACK_PATH_LENGTH = 2_048;

/** The path as a careless second reader may see it: percent-decoded once, look-alike characters folded
 * (NFKC turns a fullwidth `／` into `/`). */
function readCarelessly(path: string): string {
  try {
    return decodeURIComponent(path).normalize("NFKC");
  } catch {
    return path;
  }
}

/** Whether a browser reading `reference` relative to this app stays on it. */
function staysHere(reference: string): boolean {
  // The URL parser drops tabs and newlines anywhere, so `/\t/host` is `//host` to it.
  if (/^[/\\][/\\]/.test(reference.replace(/[\t\n\r]/g, ""))) return false;
  try {
    return new URL(reference, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/**
 * A browser reads the answer again as a reference relative to this app: `//host` and `/\host` name another
 * site there, whatever path they came from (`/.//host` and `/%2e//host` normalize to `//host`). What a proxy
 * or a second reader could turn into another site is refused too, and only printable ASCII goes out.
 */
function isPlainPath(path: string): boolean {
  if (!/^\/[\x21-\x7e]*$/.test(path) || !staysHere(path) || !staysHere(readCarelessly(path))) return false;
  const again = new URL(path, BASE);
  return again.pathname + again.search === path;
}

/** Where to go after sign-in: a path of this app after full normalization, or the home page (no open redirect). */
export function safeCallbackPath(value: unknown): string {
  if (typeof value !== "string" || value.length > MAX_CALLBACK_PATH_LENGTH || !value.startsWith("/"))
    return HOME;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return HOME;
  }
  if (url.origin !== BASE || url.pathname.startsWith("/sign-in")) return HOME;
  const path = url.pathname + url.search;
  return isPlainPath(path) ? path : HOME;
}

/** The same for next-auth's redirect callback, which may be handed an absolute URL of this app. */
export function safeRedirectUrl(url: string, baseUrl: string): string {
  let path = HOME;
  try {
    const target = new URL(url, baseUrl);
    if (target.origin === new URL(baseUrl).origin) path = target.pathname + target.search;
  } catch {
    // Not a URL at all: home.
  }
  return `${baseUrl}${safeCallbackPath(path)}`;
}
