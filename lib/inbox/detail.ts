import { type DecisionPii, openPii, openRawBody } from "@/lib/callbacks/sealed";
import type { Keyring } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { personLabel } from "@/lib/users/person-label";
import { IN_ORDER, listTexts } from "./decision-lists";
import { presentRawBody, storedBodyText } from "./raw-body";
import type { ReviewState } from "./schemas";

export const DECISION_TARGET = "upgrade_decision";

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

function openOrNull<T>(open: () => T, what: string, id: string): T | null {
  try {
    return open();
  } catch (error) {
    log.error("inbox_unseal_failed", { what, decisionId: id, error });
    return null;
  }
}

export type DifferingField = "status" | "custId" | "outcome" | "motherMaidenName" | "images";

function differences(
  a: { status: string; custId: string; benefits: string[]; rejectReasons: string[]; pii: DecisionPii | null },
  b: typeof a,
): DifferingField[] {
  const fields: DifferingField[] = [];
  const same = (x: string[], y: string[]) => x.length === y.length && x.every((text, i) => text === y[i]);
  if (a.status !== b.status) fields.push("status");
  if (a.custId !== b.custId) fields.push("custId");
  if (!same(a.benefits, b.benefits) || !same(a.rejectReasons, b.rejectReasons)) fields.push("outcome");
  if (a.pii && b.pii && a.pii.motherMaidenName !== b.pii.motherMaidenName) fields.push("motherMaidenName");
  if (
    a.pii &&
    b.pii &&
    (a.pii.identificationCardImageUrl !== b.pii.identificationCardImageUrl ||
      a.pii.selfieImageUrl !== b.pii.selfieImageUrl)
  ) {
    fields.push("images");
  }
  return fields;
}

/**
 * Everything the detail page shows, PII masked: raw bodies have the maiden name masked (or are withheld when
 * masking cannot be trusted; revealed on request), the maiden name itself is not included (revealed on
 * request), image addresses are reduced to their host.
 */
export async function getDecisionDetail(db: Db, id: string, key: Keyring) {
  const decision = await db.upgradeDecision.findUnique({
    where: { id },
    include: {
      assignee: { select: { id: true, name: true, email: true } },
      reviewedBy: { select: { id: true, name: true, email: true } },
      disposition: { select: { id: true, labelId: true, labelEn: true, disagrees: true, followUp: true } },
      benefits: IN_ORDER,
      reasons: IN_ORDER,
      reviewEvents: {
        orderBy: [{ at: "asc" }, { id: "asc" }],
        include: { actor: { select: { name: true, email: true } } },
      },
    },
  });
  if (!decision) return null;
  const [deliveries, siblings, reveals] = await Promise.all([
    // This decision's deliveries, and the refused ones that named its reference (they never became a decision).
    db.callbackDelivery.findMany({
      where: {
        OR: [{ decisionId: id }, { decisionId: null, originalReferenceNo: decision.originalReferenceNo }],
      },
      orderBy: [{ receivedAt: "asc" }, { id: "asc" }],
      take: 200,
    }),
    db.upgradeDecision.findMany({
      where: { originalReferenceNo: decision.originalReferenceNo, id: { not: id } },
      orderBy: { receivedAt: "asc" },
      include: { benefits: IN_ORDER, reasons: IN_ORDER },
    }),
    db.auditEvent.findMany({
      where: { action: "inbox.reveal", targetType: DECISION_TARGET, targetId: id, outcome: "success" },
      orderBy: { at: "desc" },
      take: 10,
      select: { id: true, at: true, actorEmail: true },
    }),
  ]);
  const assigneeIds = decision.reviewEvents.flatMap((e) => (e.assigneeId ? [e.assigneeId] : []));
  const assignees = assigneeIds.length
    ? await db.user.findMany({
        where: { id: { in: assigneeIds } },
        select: { id: true, name: true, email: true },
      })
    : [];
  const pii = openOrNull(() => openPii(decision.piiSealed, key), "pii", id);
  const lists = (row: { benefits: { text: string }[]; reasons: { text: string }[] }) => ({
    benefits: listTexts(row.benefits),
    rejectReasons: listTexts(row.reasons),
  });
  const mine = { ...decision, ...lists(decision), pii };
  return {
    id: decision.id,
    originalReferenceNo: decision.originalReferenceNo,
    custId: decision.custId,
    status: decision.status,
    notificationType: decision.notificationType,
    shape: decision.shape,
    benefits: mine.benefits,
    rejectReasons: mine.rejectReasons,
    receivedAt: decision.receivedAt,
    conflict: decision.conflict,
    reviewState: decision.reviewState as ReviewState,
    assignee: decision.assignee,
    assignedAt: decision.assignedAt,
    reviewedBy: decision.reviewedBy,
    reviewedAt: decision.reviewedAt,
    reviewNote: decision.reviewNote,
    disposition: decision.disposition,
    imageHosts: pii
      ? { ktp: hostOf(pii.identificationCardImageUrl), selfie: hostOf(pii.selfieImageUrl) }
      : { ktp: null, selfie: null },
    deliveries: deliveries.map((delivery) => {
      const raw = delivery.rawBodySealed
        ? openOrNull(() => presentRawBody(openRawBody(delivery.rawBodySealed ?? "", key)), "raw_body", id)
        : null;
      return {
        id: delivery.id,
        receivedAt: delivery.receivedAt,
        outcome: delivery.outcome,
        httpStatus: delivery.httpStatus,
        responseCode: delivery.responseCode,
        bodyBytes: delivery.bodyBytes,
        shape: delivery.shape,
        problemField: delivery.problemField,
        rawBody: raw,
        rawUnreadable: delivery.rawBodySealed !== null && raw === null,
      };
    }),
    events: decision.reviewEvents.map((event) => {
      const assignee = assignees.find((user) => user.id === event.assigneeId);
      return {
        id: event.id,
        at: event.at,
        action: event.action,
        actor: event.actor ? personLabel(event.actor) : null,
        assignee: assignee ? personLabel(assignee) : null,
        note: event.note,
      };
    }),
    conflicts: siblings.map((sibling) => ({
      id: sibling.id,
      status: sibling.status,
      receivedAt: sibling.receivedAt,
      reviewState: sibling.reviewState as ReviewState,
      differences: differences(mine, {
        ...sibling,
        ...lists(sibling),
        pii: openOrNull(() => openPii(sibling.piiSealed, key), "pii", sibling.id),
      }),
    })),
    reveals,
  };
}
export type DecisionDetail = NonNullable<Awaited<ReturnType<typeof getDecisionDetail>>>;

/** The sealed values of one decision, for the image proxy and the reveal; null when there is no such decision. */
export async function decisionPii(db: Db, id: string, key: Keyring): Promise<DecisionPii | null> {
  const row = await db.upgradeDecision.findUnique({ where: { id }, select: { piiSealed: true } });
  return row ? openPii(row.piiSealed, key) : null;
}

/**
 * One delivery's raw body exactly as received (bytes that were not UTF-8 shown as U+FFFD), for a role that may
 * reveal PII; null when the delivery is not one of this decision's (its own, or a refused one naming its
 * reference) or kept no body.
 */
export async function decisionRawBody(
  db: Db,
  id: string,
  deliveryId: string,
  key: Keyring,
): Promise<{ text: string; utf8: boolean } | null> {
  const decision = await db.upgradeDecision.findUnique({
    where: { id },
    select: { originalReferenceNo: true },
  });
  if (!decision) return null;
  const delivery = await db.callbackDelivery.findFirst({
    where: {
      id: deliveryId,
      OR: [{ decisionId: id }, { decisionId: null, originalReferenceNo: decision.originalReferenceNo }],
    },
    select: { rawBodySealed: true },
  });
  if (!delivery?.rawBodySealed) return null;
  return storedBodyText(openRawBody(delivery.rawBodySealed, key));
}
