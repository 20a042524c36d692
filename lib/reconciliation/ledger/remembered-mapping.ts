import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import { type ColumnMapping, columnMappingSchema } from "../schemas";

/** Keeps the mapping as the person's own for the next upload. A preference of their own: not audited. */
export async function rememberMapping(db: Db, by: Requester, mapping: ColumnMapping): Promise<void> {
  const text = JSON.stringify(columnMappingSchema.parse(mapping));
  await db.reconcileMapping.upsert({
    where: { userId: by.user.id },
    create: { userId: by.user.id, mapping: text },
    update: { mapping: text },
  });
}

/** The mapping the person used last, or null; one stored in a shape this version no longer reads is forgotten. */
export async function rememberedMapping(db: Db, userId: string): Promise<ColumnMapping | null> {
  const row = await db.reconcileMapping.findUnique({ where: { userId }, select: { mapping: true } });
  if (!row) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(row.mapping);
  } catch {
    return null;
  }
  const parsed = columnMappingSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
