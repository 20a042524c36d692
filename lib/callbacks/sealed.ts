import { createHmac, hkdfSync } from "node:crypto";
import { z } from "zod";
import { type Keyring, keysOf, open, type SecretKey, seal } from "@/lib/crypto/secret-box";

// Each sealed field has its own context, so a value copied into another column does not open there.
export const CONTEXT = { pii: "upgradeDecision.pii", rawBody: "callbackDelivery.rawBody" } as const;

/** What a decision keeps sealed: the mother's maiden name and the addresses of the identity images. */
const piiSchema = z.object({
  motherMaidenName: z.string(),
  identificationCardImageUrl: z.string(),
  selfieImageUrl: z.string(),
});
export type DecisionPii = z.infer<typeof piiSchema>;

export function sealPii(pii: DecisionPii, keys: Keyring): string {
  return seal(JSON.stringify(pii), keys.current, CONTEXT.pii);
}

export function openPii(sealed: string, keys: Keyring): DecisionPii {
  return piiSchema.parse(JSON.parse(open(sealed, keys, CONTEXT.pii)));
}

/** A raw body is stored as received: UTF-8 text, or base64 (prefixed) when it was not UTF-8. */
export function sealRawBody(bytes: Buffer, text: string | null, keys: Keyring): string {
  return seal(text ?? `base64:${bytes.toString("base64")}`, keys.current, CONTEXT.rawBody);
}

export function openRawBody(sealed: string, keys: Keyring): string {
  return open(sealed, keys, CONTEXT.rawBody);
}

/** What a fingerprint covers: the decision's content, as received or as stored (with its PII opened). */
export interface FingerprintContent extends DecisionPii {
  status: string;
  custId: string;
  benefits: readonly string[];
  rejectReasons: readonly string[];
}

/**
 * Identifies one decision's content (not its shape or type label, which a re-send may change): a keyed hash,
 * so that someone who reads the table cannot test guesses of a mother's maiden name against it. It is keyed
 * by one encryption key: a re-send is recognised under every key of the ring, and `npm run secrets:reseal`
 * moves stored fingerprints to the current key with the sealed values.
 */
const fingerprintKeys = new WeakMap<Buffer, Buffer>();

export function decisionFingerprint(content: FingerprintContent, key: SecretKey): string {
  let fingerprintKey = fingerprintKeys.get(key.key);
  if (!fingerprintKey) {
    fingerprintKey = Buffer.from(
      hkdfSync("sha256", key.key, Buffer.alloc(0), "upgrade-decision-fingerprint", 32),
    );
    fingerprintKeys.set(key.key, fingerprintKey);
  }
  const text = JSON.stringify([
    content.status,
    content.custId,
    content.motherMaidenName,
    content.identificationCardImageUrl,
    content.selfieImageUrl,
    content.benefits,
    content.rejectReasons,
  ]);
  return createHmac("sha256", fingerprintKey).update(text).digest("base64url");
}

/** The fingerprint under each key of the ring, the current key's first. */
export function decisionFingerprints(content: FingerprintContent, keys: Keyring): string[] {
  return keysOf(keys).map((key) => decisionFingerprint(content, key));
}
