import type { Db } from "@/lib/db/client";
import { DECISION_TARGET } from "./detail";
import type { ReviewState } from "./schemas";

/** The audit target of a customer page: the customer as the callback names them. */
export const CUSTOMER_TARGET = "customer";
export const CUSTOMER_PAGE_SIZE = 50;
export const CUSTOMER_TRAIL_PAGE_SIZE = 50;
/** How many of a customer's other decisions a decision page lists; the rest are on the customer page. */
export const OTHER_DECISIONS_SHOWN = 10;
/** How many reviews and notes the customer page shows, newest first. */
export const CUSTOMER_NOTES_SHOWN = 200;

const NEWEST_FIRST = [{ receivedAt: "desc" }, { id: "desc" }] as const;

const DECISION_ROW = {
  id: true,
  originalReferenceNo: true,
  status: true,
  reviewState: true,
  receivedAt: true,
  conflict: true,
  reviewedAt: true,
  reviewedBy: { select: { name: true, email: true } },
  disposition: { select: { labelId: true, labelEn: true, disagrees: true } },
} as const;

type Row<T extends { reviewState: string }> = Omit<T, "reviewState"> & { reviewState: ReviewState };
const typed = <T extends { reviewState: string }>(rows: T[]): Row<T>[] =>
  rows.map((row) => ({ ...row, reviewState: row.reviewState as ReviewState }));

/** The customer's decisions other than the one on screen, newest first, the newest few with how many in all. */
export async function listOtherDecisions(db: Db, custId: string, exceptId: string) {
  const where = { custId, id: { not: exceptId } };
  const [total, rows] = await Promise.all([
    db.upgradeDecision.count({ where }),
    db.upgradeDecision.findMany({
      where,
      orderBy: [...NEWEST_FIRST],
      take: OTHER_DECISIONS_SHOWN,
      select: DECISION_ROW,
    }),
  ]);
  return { total, rows: typed(rows) };
}
export type OtherDecisions = Awaited<ReturnType<typeof listOtherDecisions>>;

/** One page of every decision about a customer, newest first. */
export async function listCustomerDecisions(db: Db, custId: string, page: number) {
  const [total, rows] = await Promise.all([
    db.upgradeDecision.count({ where: { custId } }),
    db.upgradeDecision.findMany({
      where: { custId },
      orderBy: [...NEWEST_FIRST],
      skip: (page - 1) * CUSTOMER_PAGE_SIZE,
      take: CUSTOMER_PAGE_SIZE,
      select: { ...DECISION_ROW, reviewNote: true },
    }),
  ]);
  return { total, pages: Math.max(1, Math.ceil(total / CUSTOMER_PAGE_SIZE)), rows: typed(rows) };
}
export type CustomerDecisions = Awaited<ReturnType<typeof listCustomerDecisions>>;

export interface CustomerNote {
  kind: "note" | "review" | "reopen";
  id: string;
  decisionId: string;
  reference: string;
  author: { name: string; email: string } | null;
  body: string;
  at: Date;
  editedAt: Date | null;
}

/**
 * Every review note and thread note written on a customer's decisions, newest first (the newest
 * CUSTOMER_NOTES_SHOWN), and whether there are more. Authors and references are read once for the page, not
 * per note.
 */
export async function listCustomerNotes(db: Db, custId: string) {
  const onCustomer = { decision: { is: { custId } } };
  const take = CUSTOMER_NOTES_SHOWN + 1;
  const [notes, reviews] = await Promise.all([
    db.decisionNote.findMany({
      where: onCustomer,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: { id: true, decisionId: true, authorId: true, body: true, createdAt: true, editedAt: true },
    }),
    db.upgradeReviewEvent.findMany({
      where: { ...onCustomer, note: { not: null } },
      orderBy: [{ at: "desc" }, { id: "desc" }],
      take,
      select: { id: true, decisionId: true, action: true, note: true, at: true, actorId: true },
    }),
  ]);
  const all = [
    ...notes.map((note) => ({
      kind: "note" as const,
      id: note.id,
      decisionId: note.decisionId,
      authorId: note.authorId,
      body: note.body,
      at: note.createdAt,
      editedAt: note.editedAt,
    })),
    ...reviews.map((event) => ({
      kind: event.action === "reopen" ? ("reopen" as const) : ("review" as const),
      id: event.id,
      decisionId: event.decisionId,
      authorId: event.actorId,
      body: event.note ?? "",
      at: event.at,
      editedAt: null,
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1));
  const shown = all.slice(0, CUSTOMER_NOTES_SHOWN);
  const decisionIds = [...new Set(shown.map((note) => note.decisionId))];
  const authorIds = [...new Set(shown.flatMap((note) => (note.authorId ? [note.authorId] : [])))];
  const [decisions, authors] = await Promise.all([
    decisionIds.length
      ? db.upgradeDecision.findMany({
          where: { id: { in: decisionIds } },
          select: { id: true, originalReferenceNo: true },
        })
      : [],
    authorIds.length
      ? db.user.findMany({ where: { id: { in: authorIds } }, select: { id: true, name: true, email: true } })
      : [],
  ]);
  const rows: CustomerNote[] = shown.map(({ authorId, ...note }) => {
    const author = authors.find((user) => user.id === authorId);
    return {
      ...note,
      reference: decisions.find((decision) => decision.id === note.decisionId)?.originalReferenceNo ?? "",
      author: author ? { name: author.name, email: author.email } : null,
    };
  });
  return { rows, more: all.length > CUSTOMER_NOTES_SHOWN };
}
export type CustomerNotes = Awaited<ReturnType<typeof listCustomerNotes>>;

/** What the customer page's trail lists: reading this customer's data, on their decisions or their page. */
export const CUSTOMER_TRAIL_ACTIONS = [
  "inbox.view_decision",
  "inbox.view_image",
  "inbox.reveal",
  "inbox.reveal_raw",
] as const;

/**
 * Who viewed or revealed what about a customer, newest first, one page: the views, image fetches and reveals
 * of their decisions (audited with the decision as target) and the views of their customer page. The same
 * SQL on both databases (a subquery, so a customer with many decisions is no long list of parameters); the
 * rows are then read by id through Prisma, so their dates are read as everywhere else.
 */
export async function customerAuditTrail(db: Db, custId: string, page: number) {
  const [a, b, c, d] = CUSTOMER_TRAIL_ACTIONS;
  const skip = (page - 1) * CUSTOMER_TRAIL_PAGE_SIZE;
  // Two selects, each on the (targetType, targetId, at) index, rather than one with an OR, which PostgreSQL
  // answers by reading the whole log.
  const [counted, found] = await Promise.all([
    db.$queryRaw<{ n: bigint | number }[]>`
      SELECT
        (SELECT COUNT(*) FROM "AuditEvent"
          WHERE "targetType" = ${DECISION_TARGET} AND "action" IN (${a}, ${b}, ${c}, ${d})
            AND "targetId" IN (SELECT "id" FROM "UpgradeDecision" WHERE "custId" = ${custId}))
        + (SELECT COUNT(*) FROM "AuditEvent" WHERE "targetType" = ${CUSTOMER_TARGET} AND "targetId" = ${custId})
        AS "n"`,
    db.$queryRaw<{ id: string }[]>`
      SELECT "id", "at" FROM "AuditEvent"
        WHERE "targetType" = ${DECISION_TARGET} AND "action" IN (${a}, ${b}, ${c}, ${d})
          AND "targetId" IN (SELECT "id" FROM "UpgradeDecision" WHERE "custId" = ${custId})
      UNION ALL
      SELECT "id", "at" FROM "AuditEvent" WHERE "targetType" = ${CUSTOMER_TARGET} AND "targetId" = ${custId}
      ORDER BY "at" DESC, "id" DESC
      LIMIT ${CUSTOMER_TRAIL_PAGE_SIZE} OFFSET ${skip}`,
  ]);
  const total = Number(counted[0]?.n ?? 0);
  const ids = found.map((row) => row.id);
  const events = ids.length
    ? await db.auditEvent.findMany({
        where: { id: { in: ids } },
        select: {
          id: true,
          at: true,
          actorId: true,
          actorEmail: true,
          action: true,
          targetType: true,
          targetId: true,
          outcome: true,
          detail: true,
        },
      })
    : [];
  const decisionIds = [
    ...new Set(events.flatMap((e) => (e.targetType === DECISION_TARGET && e.targetId ? [e.targetId] : []))),
  ];
  const actorIds = [...new Set(events.flatMap((e) => (e.actorId ? [e.actorId] : [])))];
  const [decisions, actors] = await Promise.all([
    decisionIds.length
      ? db.upgradeDecision.findMany({
          where: { id: { in: decisionIds } },
          select: { id: true, originalReferenceNo: true },
        })
      : [],
    actorIds.length
      ? db.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, name: true } })
      : [],
  ]);
  const order = new Map(ids.map((id, index) => [id, index]));
  const rows = events
    .sort((x, y) => (order.get(x.id) ?? 0) - (order.get(y.id) ?? 0))
    .map((event) => ({
      id: event.id,
      at: event.at,
      action: event.action,
      outcome: event.outcome,
      actor: {
        email: event.actorEmail,
        name: actors.find((actor) => actor.id === event.actorId)?.name ?? null,
      },
      decision:
        event.targetType === DECISION_TARGET
          ? (decisions.find((decision) => decision.id === event.targetId) ?? null)
          : null,
      kind: imageKind(event.detail),
    }));
  return { total, pages: Math.max(1, Math.ceil(total / CUSTOMER_TRAIL_PAGE_SIZE)), rows };
}
export type CustomerTrail = Awaited<ReturnType<typeof customerAuditTrail>>;

// Which image an image fetch was (its entry's detail names the kind: lib/inbox/identity-image.ts).
function imageKind(detail: string | null): string | null {
  if (!detail) return null;
  try {
    const parsed: unknown = JSON.parse(detail);
    const kind = parsed && typeof parsed === "object" ? (parsed as { kind?: unknown }).kind : null;
    return kind === "ktp" || kind === "selfie" ? kind : null;
  } catch {
    return null;
  }
}
