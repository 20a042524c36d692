import { type KeyMasks, maskKeysInText } from "@/lib/mask/by-key";

/** What a masked value shows: the same whatever its length, so the mask tells nothing. */
export const MASK = "••••••";

/** An image address without its query and fragment, which may carry a signature that grants access. */
export function maskUrl(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : `${url.slice(0, cut)}?${MASK}`;
}

const RAW_BODY_MASKS: KeyMasks = {
  motherMaidenName: () => MASK,
  identificationCardImageUrl: maskUrl,
  selfieImageUrl: maskUrl,
};

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
  // Masked in the text rather than in parsed JSON, so a truncated or malformed body is masked too.
  return maskKeysInText(text, RAW_BODY_MASKS);
}
