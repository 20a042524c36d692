import type { Db } from "@/lib/db/client";
import { csvLine } from "./csv";
import { storedList } from "./detail";
import { inboxWhere } from "./query";
import type { InboxFilter } from "./schemas";

export const MAX_EXPORT_ROWS = 50_000;
const BATCH = 1_000;

/** "2025-01-31 14:05:09" in the reader's time zone (Sweden's locale writes dates the ISO way). */
function localTime(date: Date | null, timeZone: string): string {
  if (!date) return "";
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).format(date);
}

/**
 * The filtered list as CSV for compliance (UTF-8 with a byte-order mark, so spreadsheet programs read it as
 * UTF-8), every cell defused against formula injection. No maiden name, no image address.
 */
export async function exportDecisionsCsv(
  db: Db,
  filter: InboxFilter,
  viewer: { id: string; timeZone: string },
  offsetMinutes: number,
): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const where = inboxWhere(filter, viewer.id, offsetMinutes);
  const direction = filter.sort === "oldest" ? "asc" : "desc";
  const total = await db.upgradeDecision.count({ where });
  const lines = [
    "\uFEFF",
    csvLine([
      `received_at (${viewer.timeZone})`,
      "original_reference_no",
      "customer_id",
      "decision",
      "benefits",
      "reject_reasons",
      "notification_type",
      "shape",
      "conflict",
      "review_state",
      "assignee",
      "reviewed_by",
      `reviewed_at (${viewer.timeZone})`,
      "review_note",
      "deliveries",
    ]),
  ];
  let rows = 0;
  for (let skip = 0; skip < Math.min(total, MAX_EXPORT_ROWS); skip += BATCH) {
    const batch = await db.upgradeDecision.findMany({
      where,
      orderBy: [{ receivedAt: direction }, { id: direction }],
      skip,
      take: Math.min(BATCH, MAX_EXPORT_ROWS - skip),
      include: {
        assignee: { select: { name: true } },
        reviewedBy: { select: { name: true } },
        _count: { select: { deliveries: true } },
      },
    });
    for (const row of batch) {
      lines.push(
        csvLine([
          localTime(row.receivedAt, viewer.timeZone),
          row.originalReferenceNo,
          row.custId,
          row.status,
          storedList(row.benefits).join(" | "),
          storedList(row.rejectReasons).join(" | "),
          row.notificationType,
          row.shape,
          row.conflict,
          row.reviewState,
          row.assignee?.name ?? "",
          row.reviewedBy?.name ?? "",
          localTime(row.reviewedAt, viewer.timeZone),
          row.reviewNote ?? "",
          row._count.deliveries,
        ]),
      );
    }
    rows += batch.length;
  }
  return { csv: lines.join(""), rows, truncated: total > rows };
}
