import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Keyring } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { DECISION_TARGET, decisionPii, decisionRawBody } from "./detail";

/** The mother's maiden name of one decision, shown on request; who saw which record when is audited. */
export async function revealMaidenName(
  db: Db,
  by: Requester,
  id: string,
  key: Keyring,
): Promise<{ motherMaidenName: string }> {
  const pii = await decisionPii(db, id, key);
  if (!pii) throw new AppError("inbox_not_found");
  await audit(db, by, { action: "inbox.reveal", target: { type: DECISION_TARGET, id }, outcome: "success" });
  return { motherMaidenName: pii.motherMaidenName };
}

/**
 * A raw body that could not be masked, as received, shown on request; audited like the maiden name, naming
 * the delivery.
 */
export async function revealRawBody(
  db: Db,
  by: Requester,
  { id, deliveryId }: { id: string; deliveryId: string },
  key: Keyring,
): Promise<{ text: string; utf8: boolean }> {
  const body = await decisionRawBody(db, id, deliveryId, key);
  if (!body) throw new AppError("inbox_not_found");
  await audit(db, by, {
    action: "inbox.reveal_raw",
    target: { type: DECISION_TARGET, id },
    outcome: "success",
    detail: { deliveryId },
  });
  return body;
}
