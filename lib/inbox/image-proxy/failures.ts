/** Why the image proxy could not serve an image (its answer's `error`); shared with the viewer in the browser. */
export const IMAGE_FAILURES = [
  "host_not_allowed",
  "private_address",
  "insecure",
  "unresolvable",
  "redirect",
  "expired",
  "upstream",
  "unsupported_type",
  "too_large",
  "timeout",
  "broken",
] as const;
export type ImageFailure = (typeof IMAGE_FAILURES)[number];
