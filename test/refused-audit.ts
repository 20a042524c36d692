import type { Db } from "@/lib/db/client";
import { dialectOf } from "@/lib/db/dialect";

/**
 * Makes every insert into the audit log fail, as a crash between a change and its audit entry would leave it,
 * until the returned function is called: a change audited in its own transaction must then not happen either.
 */
export async function refuseAuditInserts(db: Db): Promise<() => Promise<void>> {
  if (dialectOf(db) === "sqlite") {
    await db.$executeRawUnsafe(
      `CREATE TRIGGER "refuse_audit" BEFORE INSERT ON "AuditEvent" BEGIN SELECT RAISE(ABORT, 'audit refused'); END`,
    );
    return async () => {
      await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS "refuse_audit"`);
    };
  }
  await db.$executeRawUnsafe(
    `CREATE OR REPLACE FUNCTION "refuse_audit"() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$ LANGUAGE plpgsql`,
  );
  await db.$executeRawUnsafe(
    `CREATE TRIGGER "refuse_audit" BEFORE INSERT ON "AuditEvent" FOR EACH ROW EXECUTE FUNCTION "refuse_audit"()`,
  );
  return async () => {
    await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS "refuse_audit" ON "AuditEvent"`);
    await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS "refuse_audit"()`);
  };
}
