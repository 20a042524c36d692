import type { Db } from "@/lib/db/client";

/** Whether, after "Mark reviewed", the inbox opens the person's next unreviewed decision (My account). */
export async function advancesAfterReview(db: Db, userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { advanceAfterReview: true } });
  return user?.advanceAfterReview ?? true;
}
