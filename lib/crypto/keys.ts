import { env } from "@/lib/env";
import type { SecretKey } from "./secret-box";

/** The key that seals new secrets (and opens secrets sealed under its version). */
export function currentKey(): SecretKey {
  const { ENCRYPTION_KEY, ENCRYPTION_KEY_VERSION } = env();
  return { version: ENCRYPTION_KEY_VERSION, key: Buffer.from(ENCRYPTION_KEY, "base64") };
}
