import { type Env, env } from "@/lib/env";
import { type Keyring, keyringOf } from "./secret-box";

// Built once per parsed environment, so the key buffers stay the same objects (fingerprint keys are cached
// per buffer).
const cache: { env?: Env; ring?: Keyring } = {};

/**
 * The configured keys: ENCRYPTION_KEY (version ENCRYPTION_KEY_VERSION) seals every new value; the keys of
 * ENCRYPTION_KEYS_PREVIOUS only open values sealed under their version, until `npm run secrets:reseal` has
 * moved every value to the current one.
 */
export function keyring(): Keyring {
  const current = env();
  if (cache.env !== current || !cache.ring) {
    cache.ring = keyringOf(
      { version: current.ENCRYPTION_KEY_VERSION, key: Buffer.from(current.ENCRYPTION_KEY, "base64") },
      current.ENCRYPTION_KEYS_PREVIOUS.map(({ version, key }) => ({
        version,
        key: Buffer.from(key, "base64"),
      })),
    );
    cache.env = current;
  }
  return cache.ring;
}
