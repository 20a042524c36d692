import { type DbTx, sqlList } from "@/lib/db/client";
import { type CappedCount, capped } from "./capped-count";
import type { NarrowedReason, NarrowedSearch } from "./narrowing";
import { isUnreviewedRejection } from "./overdue";
import type { InboxFilter } from "./schemas";

/**
 * How many of a wide reason's decisions the list reads in one pass for its counts: past the total's cap
 * (`TOTAL_CAP`), so a reason or search naming that many is told "more than" without another query. Read from
 * the reasons' index, about ten milliseconds at a million decisions.
 */
export const WIDE_PASS_ROWS = 6_000;

/** Decisions of the pass alike in what the tabs filter by, and how many there are. */
export interface PassGroup {
  status: string;
  reviewState: string;
  assigneeId: string | null;
  /** Received before the overdue cut-off. */
  beforeCutoff: boolean;
  decisions: number;
}

/** Decisions of the filter's reason or search in groups; `complete` when every one was read. */
export interface WidePass {
  groups: PassGroup[];
  complete: boolean;
}

// The only filters a pass row answers for itself; any other keeps the list's counts in the database.
const ANSWERED = new Set<string>(["status", "review", "assignee", "overdue", "reason", "q", "page", "sort"]);

/**
 * The reason texts whose decisions a pass reads, and the few decisions a search found by their own columns, when
 * the filter names a reason (or a search) matching more decisions than `NARROWED_IDS_MAX` and nothing else but
 * the tabs' own filters; null otherwise. Counted along the time received, such a reason costs a probe of its
 * index for every decision walked, twelve times over: 15–20 ms a tab at a million decisions.
 */
export function widePassSubject(
  filter: Omit<InboxFilter, "page" | "sort">,
  context: { reason?: NarrowedReason; search?: NarrowedSearch },
): { texts: string[]; ids: string[] } | null {
  const named = Object.entries(filter).filter(([, value]) => value !== undefined);
  if (named.some(([key]) => !ANSWERED.has(key))) return null;
  if (filter.reason && filter.q) return null;
  if (filter.reason) {
    const reason = context.reason;
    return reason && reason.ids === null ? { texts: reason.texts, ids: [] } : null;
  }
  const search = context.search;
  if (filter.q && search?.ids && search.reasons.ids === null) {
    return { texts: search.reasons.texts, ids: search.ids };
  }
  return null;
}

/**
 * Up to `WIDE_PASS_ROWS` decisions naming one of `texts`, and those of `ids`, each counted once, grouped by what
 * the tabs filter by: a few rows back whatever the count.
 */
export async function readWidePass(
  db: DbTx,
  subject: { texts: readonly string[]; ids: readonly string[] },
  overdueCutoff: Date,
): Promise<WidePass> {
  // From the reasons' index to each decision by its key: in the time received, the database would probe the
  // reasons for every decision it walks past. A decision naming two of the texts is read twice, counted once.
  const [byReason, byId] = await Promise.all([
    db.$queryRaw<RawGroup[]>`
      SELECT d."status", d."reviewState", d."assigneeId", d."receivedAt" < ${overdueCutoff} AS "beforeCutoff",
             COUNT(DISTINCT d."id") AS "decisions", COUNT(*) AS "read"
        FROM (SELECT "decisionId" FROM "DecisionReason" WHERE "text" IN (${sqlList(subject.texts)})
               LIMIT ${WIDE_PASS_ROWS}) r
        JOIN "UpgradeDecision" d ON d."id" = r."decisionId"
       GROUP BY 1, 2, 3, 4`,
    // The few the search found by their own columns, but for those among the reasons' decisions.
    subject.ids.length
      ? db.upgradeDecision.findMany({
          where: {
            id: { in: [...subject.ids] },
            NOT: { reasons: { some: { text: { in: [...subject.texts] } } } },
          },
          select: { status: true, reviewState: true, assigneeId: true, receivedAt: true },
        })
      : [],
  ]);
  const groups: PassGroup[] = byReason.map((group) => ({
    status: group.status,
    reviewState: group.reviewState,
    assigneeId: group.assigneeId,
    beforeCutoff: Boolean(Number(group.beforeCutoff)),
    decisions: Number(group.decisions),
  }));
  for (const { receivedAt, ...decision } of byId) {
    groups.push({ ...decision, beforeCutoff: receivedAt < overdueCutoff, decisions: 1 });
  }
  const read = byReason.reduce((sum, group) => sum + Number(group.read), 0);
  return { groups, complete: read < WIDE_PASS_ROWS };
}

// Counts come back as bigint, the comparison as 0/1 on SQLite and a boolean on PostgreSQL.
interface RawGroup {
  status: string;
  reviewState: string;
  assigneeId: string | null;
  beforeCutoff: boolean | number | bigint;
  decisions: number | bigint;
  read: number | bigint;
}

/** Whether the decisions of a group are ones the tabs' filters keep, as `inboxWhere` writes them. */
export function keptByTabs(
  group: Omit<PassGroup, "decisions">,
  filter: Pick<InboxFilter, "status" | "review" | "assignee" | "overdue">,
  viewerId: string,
): boolean {
  if (filter.status && group.status !== filter.status) return false;
  if (
    filter.review === "unreviewed"
      ? group.reviewState === "reviewed"
      : filter.review && group.reviewState !== filter.review
  ) {
    return false;
  }
  if (filter.assignee) {
    const assignee =
      filter.assignee === "none" ? null : filter.assignee === "me" ? viewerId : filter.assignee;
    if (group.assigneeId !== assignee) return false;
  }
  return !filter.overdue || (isUnreviewedRejection(group) && group.beforeCutoff);
}

/**
 * The count the database would give for `filter`, stopping at `cap`, when the pass decides it: past the cap
 * within the decisions read, or every decision read. Null when only the database can tell.
 */
export function countInPass(
  pass: WidePass,
  filter: Pick<InboxFilter, "status" | "review" | "assignee" | "overdue">,
  viewerId: string,
  cap: number,
): CappedCount | null {
  let kept = 0;
  for (const group of pass.groups) if (keptByTabs(group, filter, viewerId)) kept += group.decisions;
  return kept > cap || pass.complete ? capped(kept, cap) : null;
}
