import type { Keyring } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import type { UpgradeNotification } from "@/lib/provider/schemas/upgrade-notification";
import { CALLBACK_ANSWERS } from "./answers";
import { isUniqueViolation } from "./database-fault";
import { decisionFingerprints, sealPii } from "./sealed";

export const DELIVERY_OUTCOMES = [
  "stored",
  "duplicate",
  "conflict",
  "unauthorized",
  "unsupported_media_type",
  "too_large",
  "invalid",
  "missing_field",
] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/** `documented`: status at the top level (the field table); `variant`: status inside additionalInfo. */
export const NOTIFICATION_SHAPES = ["documented", "variant"] as const;
export type NotificationShape = (typeof NOTIFICATION_SHAPES)[number];

export function shapeOf(notification: UpgradeNotification): NotificationShape {
  return notification.statusPlacement === "top-level" ? "documented" : "variant";
}

export interface ReceivedBody {
  receivedAt: Date;
  bodyBytes: number;
  rawBodySealed: string | null;
}

export interface StoredDelivery {
  outcome: Extract<DeliveryOutcome, "stored" | "duplicate" | "conflict">;
  decisionId: string;
  deliveryId: string;
}

/**
 * Stores one valid notification durably and idempotently, with its delivery:
 * - the same content for the same reference again: a "duplicate" delivery, the decision untouched;
 * - other content for a reference already known: a second decision, and every decision of that reference is
 *   flagged as a conflict for review (nothing is overwritten);
 * - a parallel delivery that commits the same decision first makes this one's insert fail on the unique key
 *   (reference, fingerprint): it then becomes a duplicate.
 * The decision and its delivery are one nested create, so they commit together; it resolves only after the
 * commit, so a success answer always means the decision is stored.
 */
export async function storeNotification(
  db: Db,
  notification: UpgradeNotification,
  body: ReceivedBody,
  keys: Keyring,
): Promise<StoredDelivery> {
  const reference = notification.originalReferenceNo;
  // Stored under the current key; a decision stored before a key rotation still carries an older key's.
  const fingerprints = decisionFingerprints(notification, keys);
  const fingerprint = fingerprints[0] ?? "";
  const shape = shapeOf(notification);
  const delivery = {
    receivedAt: body.receivedAt,
    httpStatus: CALLBACK_ANSWERS.success.httpStatus,
    responseCode: CALLBACK_ANSWERS.success.responseCode,
    bodyBytes: body.bodyBytes,
    rawBodySealed: body.rawBodySealed,
    originalReferenceNo: reference,
    shape,
  };
  const duplicateOf = async (decisionId: string, known: number): Promise<StoredDelivery> => {
    const row = await db.callbackDelivery.create({
      data: { ...delivery, outcome: "duplicate", decisionId },
      select: { id: true },
    });
    // Completes a conflict flagging that an earlier delivery could not finish.
    if (known > 1) await flagConflicts(db, reference);
    return { outcome: "duplicate", decisionId, deliveryId: row.id };
  };

  const known = await db.upgradeDecision.findMany({
    where: { originalReferenceNo: reference },
    select: { id: true, fingerprint: true },
  });
  const same = known.find((decision) => fingerprints.includes(decision.fingerprint));
  if (same) return duplicateOf(same.id, known.length);

  const outcome = known.length > 0 ? "conflict" : "stored";
  let created: { id: string; deliveries: { id: string }[] };
  try {
    created = await db.upgradeDecision.create({
      data: {
        originalReferenceNo: reference,
        fingerprint,
        status: notification.status,
        custId: notification.custId,
        notificationType: notification.notificationType,
        shape,
        piiSealed: sealPii(
          {
            motherMaidenName: notification.motherMaidenName,
            identificationCardImageUrl: notification.identificationCardImageUrl,
            selfieImageUrl: notification.selfieImageUrl,
          },
          keys,
        ),
        benefits: JSON.stringify(notification.benefits),
        rejectReasons: JSON.stringify(notification.rejectReasons),
        receivedAt: body.receivedAt,
        conflict: known.length > 0,
        deliveries: { create: { ...delivery, outcome } },
      },
      select: { id: true, deliveries: { select: { id: true } } },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await db.upgradeDecision.findUniqueOrThrow({
      where: { originalReferenceNo_fingerprint: { originalReferenceNo: reference, fingerprint } },
      select: { id: true },
    });
    return duplicateOf(winner.id, 0);
  }
  await flagConflicts(db, reference);
  return { outcome, decisionId: created.id, deliveryId: created.deliveries[0]?.id ?? "" };
}

/**
 * After the commit, so that two contradicting decisions committed in parallel still see each other (neither
 * saw the other before inserting).
 */
async function flagConflicts(db: Db, reference: string): Promise<void> {
  const decisions = await db.upgradeDecision.count({ where: { originalReferenceNo: reference } });
  if (decisions > 1) {
    await db.upgradeDecision.updateMany({
      where: { originalReferenceNo: reference, conflict: false },
      data: { conflict: true },
    });
  }
}

/** A refused delivery: kept for the record (never the token), with the body when the sender was verified. */
export async function recordRefusal(
  db: Db,
  refusal: ReceivedBody & {
    outcome: Exclude<DeliveryOutcome, "stored" | "duplicate" | "conflict">;
    httpStatus: number;
    responseCode: string;
    originalReferenceNo: string | null;
    problemField: string | null;
  },
): Promise<string> {
  const row = await db.callbackDelivery.create({ data: refusal, select: { id: true } });
  return row.id;
}
