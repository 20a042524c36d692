import type { z } from "zod";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { dispositionFormSchema } from "./schemas";

export { agreesWithProvider } from "./disposition-agreement";

export interface Disposition {
  id: string;
  labelId: string;
  labelEn: string;
  disagrees: boolean;
  followUp: boolean;
  position: number;
  retired: boolean;
}

const DISPOSITION_TARGET = "review_disposition";

/** The list in its order; retired ones only when asked (the admin's list, the filters of past reviews). */
export async function listDispositions(db: Db, { withRetired = false } = {}): Promise<Disposition[]> {
  const rows = await db.reviewDisposition.findMany({
    where: withRetired ? {} : { retiredAt: null },
    orderBy: [{ position: "asc" }, { labelEn: "asc" }],
  });
  return rows.map(({ retiredAt, updatedAt: _updatedAt, ...row }) => ({
    ...row,
    retired: retiredAt !== null,
  }));
}

/** A disposition a review may record now: it exists and is not retired. Answers whether it agrees. */
export async function requireOffered(
  db: Db,
  id: string,
): Promise<Pick<Disposition, "id" | "disagrees" | "followUp">> {
  const found = await db.reviewDisposition.findFirst({
    where: { id, retiredAt: null },
    select: { id: true, disagrees: true, followUp: true },
  });
  if (!found) throw new AppError("inbox_disposition_unknown");
  return found;
}

/** Adds a disposition, or changes one's wording, flag or place; audited with what it now says. */
export async function saveDisposition(
  db: Db,
  by: Requester,
  input: z.infer<typeof dispositionFormSchema>,
): Promise<string> {
  const { id, ...data } = input;
  return db.$transaction(async (tx) => {
    let savedId: string;
    if (id) {
      const changed = await tx.reviewDisposition.updateMany({ where: { id }, data });
      if (changed.count !== 1) throw new AppError("inbox_disposition_unknown");
      savedId = id;
    } else {
      savedId = (await tx.reviewDisposition.create({ data, select: { id: true } })).id;
    }
    await audit(tx, by, {
      action: "inbox.disposition_save",
      target: { type: DISPOSITION_TARGET, id: savedId },
      outcome: "success",
      detail: {
        created: !id,
        labelId: data.labelId,
        labelEn: data.labelEn,
        disagrees: data.disagrees,
        followUp: data.followUp,
      },
    });
    return savedId;
  });
}

/** Retires a disposition (no longer offered; past reviews keep it) or offers it again. */
export async function setDispositionRetired(
  db: Db,
  by: Requester,
  id: string,
  retired: boolean,
  now = new Date(),
): Promise<void> {
  await db.$transaction(async (tx) => {
    const changed = await tx.reviewDisposition.updateMany({
      where: { id },
      data: { retiredAt: retired ? now : null },
    });
    if (changed.count !== 1) throw new AppError("inbox_disposition_unknown");
    await audit(tx, by, {
      action: "inbox.disposition_retire",
      target: { type: DISPOSITION_TARGET, id },
      outcome: "success",
      detail: { retired },
    });
  });
}
