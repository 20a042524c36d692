import type { Db } from "@/lib/db/client";

/** The start page the person chose in My account, or null when their roles decide. */
export async function chosenLanding(db: Db, userId: string): Promise<string | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { landing: true } });
  return user?.landing ?? null;
}
