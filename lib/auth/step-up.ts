import type { Db, DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { factorStatus, hasFactor } from "@/lib/second-factor/factors";

/**
 * How recent a proof must be for a change to the person's factors or password: a session that is stolen
 * (a cookie copied, a browser left open) must not become a way to enroll the thief's own factor or lock the
 * owner out.
 */
export const STEP_UP_MS = 5 * 60_000;

/** What a session has just proven: the password (or the identity provider standing for it), a second factor. */
export interface Proof {
  password?: boolean;
  factor?: boolean;
}

/** The columns a session stores its proofs in, for a session written now. */
export function proofColumns(proof: Proof, now: Date) {
  return {
    ...(proof.password ? { passwordProvenAt: now } : {}),
    ...(proof.factor ? { factorProvenAt: now } : {}),
  };
}

/** Marks what this session proved now (a step-up). */
export async function recordProof(
  db: DbTx,
  sessionId: string,
  proof: Proof,
  now = new Date(),
): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: proofColumns(proof, now) });
}

const recent = (at: Date | null | undefined, now: Date) =>
  at !== null && at !== undefined && now.getTime() - at.getTime() < STEP_UP_MS;

/**
 * Refuses (`step_up_required`) unless this session proved the password and, when the person has one, a second
 * factor within STEP_UP_MS. `passwordGivenNow`: the caller checks the password itself (a password change asks
 * for the current one), so only the factor must be recent. Checked on the server by every such change, whatever
 * the page offered.
 */
export async function requireRecentProof(
  db: Db,
  session: { id: string; sessionId: string },
  now = new Date(),
  { passwordGivenNow = false } = {},
): Promise<void> {
  const row = await db.session.findUnique({
    where: { id: session.sessionId },
    select: { userId: true, passwordProvenAt: true, factorProvenAt: true },
  });
  const passwordOk = passwordGivenNow || recent(row?.passwordProvenAt, now);
  const factorOk = recent(row?.factorProvenAt, now) || !hasFactor(await factorStatus(db, session.id));
  if (row?.userId !== session.id || !passwordOk || !factorOk) throw new AppError("step_up_required");
}
