import type { Db } from "@/lib/db/client";
import { SMTP_PASSWORD_CONTEXT } from "@/lib/notifications/sealed";
import type { SealedModel, SealedTable } from "./reseal-table";

// The one row of delivery settings has a number for its id (always 1); the loop keys rows by text ids.
// biome-ignore lint/suspicious/noExplicitAny: a where clause the loop built, its id turned into a number
type AnyWhere = any;

function withNumberId(where: AnyWhere): AnyWhere {
  if (!where || typeof where !== "object") return where;
  const converted: AnyWhere = { ...where };
  if (Array.isArray(where.AND)) converted.AND = where.AND.map(withNumberId);
  const { id } = where as { id?: unknown };
  if (typeof id === "string") converted.id = Number(id);
  else if (id && typeof id === "object" && "gt" in id)
    converted.id = { gt: Number((id as { gt: unknown }).gt) };
  return converted;
}

type Row = Awaited<ReturnType<Db["notificationSettings"]["findMany"]>>[number];
type TextRow = Omit<Row, "id"> & { id: string };
const asText = (row: Row): TextRow => ({ ...row, id: String(row.id) });

/** NotificationSettings' sealed SMTP password, as the re-seal loop sees the table. */
export function notificationSettingsTable(db: Db): SealedTable<TextRow> {
  const model: SealedModel<TextRow> = {
    findMany: async ({ where, orderBy, take }) =>
      (await db.notificationSettings.findMany({ where: withNumberId(where), orderBy, take })).map(asText),
    count: ({ where }) => db.notificationSettings.count({ where: withNumberId(where) }),
    findUnique: async ({ where }) => {
      const row = await db.notificationSettings.findUnique({ where: { id: Number(where.id) } });
      return row ? asText(row) : null;
    },
    updateMany: ({ where, data }) => db.notificationSettings.updateMany({ where: withNumberId(where), data }),
  };
  return {
    table: "NotificationSettings",
    model,
    columns: [{ name: "smtpPasswordSealed", context: SMTP_PASSWORD_CONTEXT }],
    unreadable: "report",
  };
}
