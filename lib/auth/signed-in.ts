import { noteChangesSinceLastSignIn } from "@/lib/account-changes/changes";
import type { InTransaction } from "@/lib/audit/audit";
import type { Db } from "@/lib/db/client";
import { secondFactorDue } from "@/lib/second-factor/factors";
import { createSession, type SessionPolicy } from "./sessions";

export interface SignedIn {
  ok: true;
  userId: string;
  email: string;
  name: string;
  sessionId: string;
  /** The session waits for the second factor (or its enrollment) before it reaches anything. */
  factorPending: boolean;
}

/**
 * Opens the session of someone whose first step held (a password, the identity provider's word). It waits for
 * a second factor when their roles ask one; `factorProven` when the first step was already two (a passkey).
 * Changes to the account since the person's previous sign-in are noted for the notice that lists them.
 */
export async function openSignedIn(
  db: Db,
  user: { id: string; email: string; name: string },
  policy: SessionPolicy,
  now: Date,
  factorProven = false,
  inTransaction?: InTransaction<{ factorPending: boolean }>,
): Promise<SignedIn> {
  const factorPending = !factorProven && (await secondFactorDue(db, user.id));
  // A passkey proved a factor; a password (or the identity provider, which stands for it) the password.
  const proven = factorProven ? { factor: true } : { password: true };
  const session = await db.$transaction(async (tx) => {
    const opened = await createSession(tx, user.id, policy, now, factorPending, proven);
    await inTransaction?.(tx, { factorPending });
    return opened;
  });
  await noteChangesSinceLastSignIn(db, user.id, session.id, now);
  return {
    ok: true,
    userId: user.id,
    email: user.email,
    name: user.name,
    sessionId: session.id,
    factorPending,
  };
}
