import type { Keyring } from "@/lib/crypto/secret-box";
import { newId } from "@/lib/db/new-id";
import { reasonListKey, searchColumns } from "@/lib/inbox/decision-lists";
import type { UpgradeNotification } from "@/lib/provider/schemas/upgrade-notification";
import { CALLBACK_ANSWERS } from "./answers";
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
export type RefusalOutcome = Exclude<DeliveryOutcome, "stored" | "duplicate" | "conflict">;

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

/** An `UpgradeDecision` row as the receiver inserts it (the other columns keep their defaults). */
export interface DecisionRow {
  id: string;
  originalReferenceNo: string;
  fingerprint: string;
  status: string;
  custId: string;
  referenceSearch: string;
  custIdSearch: string;
  notificationType: string;
  shape: NotificationShape;
  piiSealed: string;
  /** The reason list's key for the insights roll-up (`reasonListKey`). */
  rejectReasons: string;
  receivedAt: Date;
}

/** A `CallbackDelivery` row. */
export interface DeliveryRow {
  id: string;
  receivedAt: Date;
  outcome: DeliveryOutcome;
  httpStatus: number;
  responseCode: string;
  bodyBytes: number;
  rawBodySealed: string | null;
  originalReferenceNo: string | null;
  shape: NotificationShape | null;
  problemField: string | null;
  decisionId: string | null;
}

/** What one valid notification is stored as, before it is known what the database already holds. */
export interface NotificationRows {
  /** The decision's fingerprint under every key of the ring, the current key's (the one stored) first. */
  fingerprints: readonly string[];
  decision: DecisionRow;
  /** The decision's lists, as received: rows of `DecisionReason` and `DecisionBenefit` at their positions. */
  lists: { reasons: readonly string[]; benefits: readonly string[] };
  /** The delivery, its outcome and decision still to be decided. */
  delivery: Omit<DeliveryRow, "outcome" | "decisionId">;
}

export function notificationRows(
  notification: UpgradeNotification,
  body: ReceivedBody,
  keys: Keyring,
): NotificationRows {
  const reference = notification.originalReferenceNo;
  const fingerprints = decisionFingerprints(notification, keys);
  const shape = shapeOf(notification);
  return {
    fingerprints,
    decision: {
      id: newId(),
      originalReferenceNo: reference,
      fingerprint: fingerprints[0] ?? "",
      status: notification.status,
      custId: notification.custId,
      ...searchColumns({ originalReferenceNo: reference, custId: notification.custId }),
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
      rejectReasons: reasonListKey(notification.rejectReasons),
      receivedAt: body.receivedAt,
    },
    lists: { reasons: notification.rejectReasons, benefits: notification.benefits },
    delivery: {
      id: newId(),
      receivedAt: body.receivedAt,
      httpStatus: CALLBACK_ANSWERS.success.httpStatus,
      responseCode: CALLBACK_ANSWERS.success.responseCode,
      bodyBytes: body.bodyBytes,
      rawBodySealed: body.rawBodySealed,
      originalReferenceNo: reference,
      shape,
      problemField: null,
    },
  };
}

export interface KnownDecision {
  id: string;
  fingerprint: string;
}

export type StorePlan =
  /** The same content again: only a delivery, pointing at the decision already stored. */
  | { kind: "duplicate"; decisionId: string; flagConflicts: boolean }
  /** New content: the decision and its delivery; a second decision of a reference is a conflict. */
  | { kind: "insert"; outcome: "stored" | "conflict" };

/**
 * What a valid notification becomes, given the decisions already stored for its reference:
 * - the same content again (recognised under any key of the ring): a duplicate delivery, the decision
 *   untouched; when the reference has several decisions, their conflict flags are completed (an earlier
 *   delivery may have committed its decision but not finished flagging);
 * - other content for a known reference: a second decision, and every decision of the reference is flagged
 *   as a conflict for review (nothing is overwritten).
 */
export function planStore(known: readonly KnownDecision[], fingerprints: readonly string[]): StorePlan {
  const same = known.find((decision) => fingerprints.includes(decision.fingerprint));
  if (same) return { kind: "duplicate", decisionId: same.id, flagConflicts: known.length > 1 };
  return { kind: "insert", outcome: known.length > 0 ? "conflict" : "stored" };
}
