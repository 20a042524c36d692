import { buffer } from "node:stream/consumers";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { createCsvWriter } from "@/lib/spreadsheet/csv";
import { spreadsheetTime, timeColumnHeader } from "@/lib/spreadsheet/time";
import { IN_ORDER, listTexts } from "./decision-lists";
import { dispositionLabel } from "./disposition-label";
import { inboxOrderBy } from "./order";
import { decisionsWhere } from "./query";
import type { InboxFilter } from "./schemas";

export const MAX_EXPORT_ROWS = 50_000;

export interface DecisionsCsv {
  csv: Buffer;
  rows: number;
  truncated: boolean;
}
const BATCH = 1_000;

/** The columns of the inbox CSV, in order; titles from messages inbox.csv.columns.<id>. */
export const INBOX_CSV_COLUMNS = [
  "receivedAt",
  "reference",
  "customerId",
  "decision",
  "benefits",
  "rejectReasons",
  "notificationType",
  "shape",
  "conflict",
  "reviewState",
  "assignee",
  "reviewedBy",
  "reviewedAt",
  "reviewNote",
  "disposition",
  "deliveries",
] as const;
const TIME_COLUMNS: ReadonlySet<string> = new Set(["receivedAt", "reviewedAt"]);

/** The header row in the reader's language, each time column naming the zone its times are written in. */
export function inboxCsvHeader(locale: Locale, timeZone: string): string[] {
  const inbox = loadMessages(locale).inbox as { csv: { columns: Record<string, string> } };
  return INBOX_CSV_COLUMNS.map((id) => {
    const title = inbox.csv.columns[id];
    if (!title) throw new Error(`messages ${locale}: inbox.csv.columns.${id} is missing`);
    return TIME_COLUMNS.has(id) ? timeColumnHeader(title, locale, timeZone) : title;
  });
}

const time = (date: Date | null, timeZone: string) =>
  date ? { formatted: spreadsheetTime(date, timeZone) } : null;

/**
 * The filtered list as CSV for compliance, written by the app's one CSV writer (UTF-8 with a byte order mark,
 * every text cell neutralized), headers in the reader's language and times in the reader's zone. No maiden
 * name, no image address.
 */
export async function writeDecisionsCsv(
  db: Db,
  filter: InboxFilter,
  viewer: { id: string; timeZone: string; locale: Locale },
): Promise<DecisionsCsv> {
  const { where } = await decisionsWhere(db, filter, viewer.id, viewer.timeZone);
  const total = await db.upgradeDecision.count({ where });
  const writer = createCsvWriter(inboxCsvHeader(viewer.locale, viewer.timeZone), { bom: true });
  const file = buffer(writer.output);
  let rows = 0;
  try {
    for (let skip = 0; skip < Math.min(total, MAX_EXPORT_ROWS); skip += BATCH) {
      const batch = await db.upgradeDecision.findMany({
        where,
        orderBy: inboxOrderBy(filter.sort),
        skip,
        take: Math.min(BATCH, MAX_EXPORT_ROWS - skip),
        include: {
          assignee: { select: { name: true } },
          reviewedBy: { select: { name: true } },
          disposition: { select: { labelId: true, labelEn: true } },
          benefits: IN_ORDER,
          reasons: IN_ORDER,
          _count: { select: { deliveries: true } },
        },
      });
      for (const row of batch) {
        await writer.write([
          time(row.receivedAt, viewer.timeZone),
          row.originalReferenceNo,
          row.custId,
          row.status,
          listTexts(row.benefits).join(" | "),
          listTexts(row.reasons).join(" | "),
          row.notificationType,
          row.shape,
          row.conflict,
          row.reviewState,
          row.assignee?.name ?? "",
          row.reviewedBy?.name ?? "",
          time(row.reviewedAt, viewer.timeZone),
          row.reviewNote ?? "",
          row.disposition ? dispositionLabel(row.disposition, viewer.locale) : "",
          row._count.deliveries,
        ]);
      }
      rows += batch.length;
    }
  } catch (error) {
    writer.output.destroy();
    await file.catch(() => {});
    throw error;
  }
  writer.end();
  return { csv: await file, rows, truncated: total > rows };
}

/** A person's export of the list as they filtered it, audited with the filters and the row count. */
export async function exportDecisionsCsv(
  db: Db,
  by: Requester<{ id: string; email: string; timeZone: string }>,
  filter: InboxFilter,
  locale: Locale,
): Promise<DecisionsCsv> {
  const result = await writeDecisionsCsv(db, filter, { ...by.user, locale });
  await audit(db, by, {
    action: "inbox.export",
    target: { type: "inbox", id: "decisions" },
    outcome: "success",
    detail: {
      rows: result.rows,
      truncated: result.truncated,
      status: filter.status ?? null,
      review: filter.review ?? null,
      assignee: filter.assignee ?? null,
      from: filter.from ?? null,
      to: filter.to ?? null,
      search: Boolean(filter.q),
      conflict: Boolean(filter.conflict),
      reason: Boolean(filter.reason),
      disposition: filter.disposition ?? null,
      reviewer: filter.reviewer ?? null,
      age: filter.age ?? null,
    },
  });
  return result;
}
