import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Keyring } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { DECISION_TARGET, decisionPii } from "./detail";
import { fetchImage, type ImageResult } from "./image-proxy/fetch-image";
import { imagePolicy } from "./image-proxy/policy";

const KINDS = { ktp: "identificationCardImageUrl", selfie: "selfieImageUrl" } as const;
export type IdentityImageKind = keyof typeof KINDS;
export const isIdentityImageKind = (kind: string): kind is IdentityImageKind => Object.hasOwn(KINDS, kind);

/**
 * One identity image of a decision, fetched server-side. The address comes from the stored decision, never
 * from the request, so it cannot be pointed elsewhere. Every fetch is audited (who, which decision, which
 * image, what came of it), never with the address. null: there is no such decision.
 */
export async function fetchIdentityImage(
  db: Db,
  by: Requester,
  { id, kind }: { id: string; kind: IdentityImageKind },
  key: Keyring,
): Promise<ImageResult | null> {
  const pii = await decisionPii(db, id, key);
  if (!pii) return null;
  const result = await fetchImage(pii[KINDS[kind]], await imagePolicy(db));
  log.info("inbox_image", { decisionId: id, kind, outcome: result.ok ? "ok" : result.reason });
  await audit(db, by, {
    action: "inbox.view_image",
    target: { type: DECISION_TARGET, id },
    outcome: result.ok ? "success" : "failure",
    detail: { kind, reason: result.ok ? null : result.reason },
  });
  return result;
}
