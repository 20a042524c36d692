import { createHmac, hkdfSync } from "node:crypto";
import { z } from "zod";
import { open, type SecretKey, seal } from "@/lib/crypto/secret-box";
import type { UpgradeNotification } from "@/lib/provider/schemas/upgrade-notification";

// Each sealed field has its own context, so a value copied into another column does not open there.
const CONTEXT = { pii: "upgradeDecision.pii", rawBody: "callbackDelivery.rawBody" } as const;

/** What a decision keeps sealed: the mother's maiden name and the addresses of the identity images. */
const piiSchema = z.object({
  motherMaidenName: z.string(),
  identificationCardImageUrl: z.string(),
  selfieImageUrl: z.string(),
});
export type DecisionPii = z.infer<typeof piiSchema>;

export function sealPii(pii: DecisionPii, key: SecretKey): string {
  return seal(JSON.stringify(pii), key, CONTEXT.pii);
}

export function openPii(sealed: string, key: SecretKey): DecisionPii {
  return piiSchema.parse(JSON.parse(open(sealed, [key], CONTEXT.pii)));
}

/** A raw body is stored as received: UTF-8 text, or base64 (prefixed) when it was not UTF-8. */
export function sealRawBody(bytes: Buffer, text: string | null, key: SecretKey): string {
  return seal(text ?? `base64:${bytes.toString("base64")}`, key, CONTEXT.rawBody);
}

export function openRawBody(sealed: string, key: SecretKey): string {
  return open(sealed, [key], CONTEXT.rawBody);
}

/**
 * Identifies one decision's content (not its shape or type label, which a re-send may change): a keyed hash,
 * so that someone who reads the table cannot test guesses of a mother's maiden name against it.
 */
const fingerprintKeys = new WeakMap<Buffer, Buffer>();

export function decisionFingerprint(notification: UpgradeNotification, key: SecretKey): string {
  let fingerprintKey = fingerprintKeys.get(key.key);
  if (!fingerprintKey) {
    fingerprintKey = Buffer.from(
      hkdfSync("sha256", key.key, Buffer.alloc(0), "upgrade-decision-fingerprint", 32),
    );
    fingerprintKeys.set(key.key, fingerprintKey);
  }
  const content = JSON.stringify([
    notification.status,
    notification.custId,
    notification.motherMaidenName,
    notification.identificationCardImageUrl,
    notification.selfieImageUrl,
    notification.benefits,
    notification.rejectReasons,
  ]);
  return createHmac("sha256", fingerprintKey).update(content).digest("base64url");
}
