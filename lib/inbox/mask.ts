/** What a masked value shows: the same whatever its length, so the mask tells nothing. */
export const MASK = "••••••";

// A regular expression rather than a JSON parse, so a truncated or malformed body is masked too.
const MAIDEN_NAME = /("motherMaidenName"\s*:\s*)"(?:[^"\\]|\\.)*"/g;
const IMAGE_URL = /("(?:identificationCardImageUrl|selfieImageUrl)"\s*:\s*")((?:[^"\\]|\\.)*)"/g;

/** An image address without its query and fragment, which may carry a signature that grants access. */
export function maskUrl(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : `${url.slice(0, cut)}?${MASK}`;
}

/**
 * A delivery's raw body as a reviewer may see it: the mother's maiden name masked, the image addresses without
 * their query. JSON is pretty-printed when it parses.
 */
export function maskRawBody(raw: string): string {
  let text = raw;
  try {
    text = JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    // Shown as received.
  }
  return text
    .replace(MAIDEN_NAME, `$1"${MASK}"`)
    .replace(IMAGE_URL, (_, prefix: string, url: string) => `${prefix}${maskUrl(url)}"`);
}
