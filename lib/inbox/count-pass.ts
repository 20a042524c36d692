import { type DbTx, SQL_NOTHING, sqlList, sqlPart } from "@/lib/db/client";
import { type CappedCount, capped } from "./capped-count";
import { isUnreviewedRejection } from "./overdue";
import type { WhereContext } from "./query";
import { assigneeIdOf, type InboxFilter } from "./schemas";

/**
 * How many of a wide reason's decisions the list reads in one pass for its counts: past the total's cap
 * (`TOTAL_CAP`), so a reason or search naming that many is told "more than" without another query. Read from
 * the reasons' index, about ten milliseconds at a million decisions.
 */
export const WIDE_PASS_ROWS = 6_000;

/** Decisions of the pass alike in what the tabs filter by, and how many there are. */
interface PassGroup {
  status: string;
  reviewState: string;
  assigneeId: string | null;
  /** Received before the overdue cut-off. */
  beforeCutoff: boolean;
  decisions: number;
}

/** A filter's decisions in groups; `complete` when every one was read. */
export interface CountPass {
  groups: PassGroup[];
  complete: boolean;
}

/** The decisions a pass reads: those naming one of `texts` (a wide reason), and those of `ids` (few). */
export interface PassSubject {
  texts: readonly string[];
  ids: readonly string[];
}

// The tabs' own filters, which a pass answers for each decision it read.
const TAB_FILTERS = new Set<string>(["status", "review", "assignee", "overdue", "page", "sort"]);

/**
 * The decisions the list's counts can be read from in one pass, or null. A filter naming decisions by a reason,
 * a search, the disagreeing dispositions or a gone reviewer, and nothing else but the tabs' own filters, is
 * counted from them: narrowed to a few ids, each tab's count otherwise walks the time-received index checking
 * the list (10–15 ms a tab at a million decisions, for a thousand ids); a wide reason's walk probes the reasons
 * for every decision it passes (15–40 ms a tab).
 */
export function passSubject(
  filter: Omit<InboxFilter, "page" | "sort">,
  context: Pick<WhereContext, "reason" | "search" | "dispositions" | "goneReviewers">,
): PassSubject | null {
  const named = Object.entries(filter)
    .filter(([key, value]) => value !== undefined && !TAB_FILTERS.has(key))
    .map(([key]) => key);
  if (named.length !== 1) return null;
  const { reason, search, dispositions, goneReviewers } = context;
  // A reason's decisions are read from its texts, few or many: sending a thousand ids back costs more.
  if (filter.reason && reason) return { texts: reason.texts, ids: [] };
  if (filter.q && search?.ids) return { texts: search.reasons.texts, ids: search.ids };
  if (filter.disposition === "disagreeing" && dispositions?.decisions)
    return { texts: [], ids: dispositions.decisions };
  if (filter.reviewer === "none" && goneReviewers) return { texts: [], ids: goneReviewers };
  return null;
}

/**
 * The subject's decisions, each counted once, grouped by what the tabs filter by: a few rows back whatever the
 * count. Of a wide reason's, up to `WIDE_PASS_ROWS`.
 */
export async function readPass(db: DbTx, subject: PassSubject, overdueCutoff: Date): Promise<CountPass> {
  const { texts, ids } = subject;
  const tabColumns = sqlPart`d."status", d."reviewState", d."assigneeId",
    d."receivedAt" < ${overdueCutoff} AS "beforeCutoff"`;
  const [byReason, byId] = await Promise.all([
    texts.length
      ? // From the reasons' index to each decision by its key: in the time received, the database would probe
        // the reasons for every decision it walks past. A decision naming two of the texts is read twice,
        // counted once.
        db.$queryRaw<RawGroup[]>`
          SELECT ${tabColumns}, COUNT(DISTINCT d."id") AS "decisions", COUNT(*) AS "read"
            FROM (SELECT "decisionId" FROM "DecisionReason" WHERE "text" IN (${sqlList(texts)})
                   LIMIT ${WIDE_PASS_ROWS}) r
            JOIN "UpgradeDecision" d ON d."id" = r."decisionId"
           GROUP BY 1, 2, 3, 4`
      : [],
    // By their keys, but for those among the reasons' decisions (a search found some both ways). Raw: Prisma took
    // 25 ms to send a thousand ids and read their rows back, the database 4.
    ids.length
      ? db.$queryRaw<RawGroup[]>`
          SELECT ${tabColumns}, COUNT(*) AS "decisions", 0 AS "read"
            FROM "UpgradeDecision" d
           WHERE d."id" IN (${sqlList(ids)})
           ${
             texts.length
               ? sqlPart`AND NOT EXISTS (SELECT 1 FROM "DecisionReason" r
                                          WHERE r."decisionId" = d."id" AND r."text" IN (${sqlList(texts)}))`
               : SQL_NOTHING
           }
           GROUP BY 1, 2, 3, 4`
      : [],
  ]);
  const groups: PassGroup[] = [...byReason, ...byId].map((group) => ({
    status: group.status,
    reviewState: group.reviewState,
    assigneeId: group.assigneeId,
    beforeCutoff: Boolean(Number(group.beforeCutoff)),
    decisions: Number(group.decisions),
  }));
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
function keptByTabs(
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
  if (filter.assignee && group.assigneeId !== assigneeIdOf(filter.assignee, viewerId)) return false;
  return !filter.overdue || (isUnreviewedRejection(group) && group.beforeCutoff);
}

/**
 * The count the database would give for `filter`, stopping at `cap`, when the pass decides it: past the cap
 * within the decisions read, or every decision read. Null when only the database can tell.
 */
export function countInPass(
  pass: CountPass,
  filter: Pick<InboxFilter, "status" | "review" | "assignee" | "overdue">,
  viewerId: string,
  cap: number,
): CappedCount | null {
  let kept = 0;
  for (const group of pass.groups) if (keptByTabs(group, filter, viewerId)) kept += group.decisions;
  return kept > cap || pass.complete ? capped(kept, cap) : null;
}
