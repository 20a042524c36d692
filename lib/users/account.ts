import type { z } from "zod";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { landingsFor } from "@/lib/auth/home";
import { can } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/sessions";
import { requireRecentProof } from "@/lib/auth/step-up";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { notify } from "@/lib/notifications/notify";
import type { changePasswordSchema, preferencesSchema } from "./schemas";
import { changeOwnPassword, updatePreferences } from "./users";

// What a person does to their own account, each audited (the functions of ./users underneath are not).

export async function saveAccountPreferences(
  db: Db,
  by: Requester<SessionUser>,
  input: z.infer<typeof preferencesSchema>,
): Promise<void> {
  const { user } = by;
  // The form offers only pages the person may open; anything else was not sent by it.
  if (input.landing && !landingsFor(user.roles).includes(input.landing)) throw new AppError("forbidden");
  if (input.advanceAfterReview !== undefined && !can(user.roles, "inbox.review"))
    throw new AppError("forbidden");
  await db.$transaction(async (tx) => {
    await updatePreferences(tx, user.id, input);
    await audit(tx, by, {
      action: "account.update_preferences",
      target: { type: "user", id: user.id },
      outcome: "success",
      detail: {
        locale: input.locale,
        timeZone: input.timeZone,
        landing: input.landing,
        advanceAfterReview: input.advanceAfterReview ?? null,
      },
    });
  });
}

/**
 * Changes the person's own password, with their second factor proven recently; a refusal is audited too, a
 * throttled one or one without that proof as denied.
 */
export async function changeAccountPassword(
  db: Db,
  by: Requester<SessionUser>,
  input: z.infer<typeof changePasswordSchema>,
): Promise<void> {
  const { user } = by;
  const now = new Date();
  try {
    // The current password is checked below; a second factor must have been proven recently (step-up.ts).
    await requireRecentProof(db, user, now, { passwordGivenNow: true });
    await changeOwnPassword(db, user.id, user.sessionId, input, now, async (tx) => {
      await audit(tx, by, { action: "account.change_password", outcome: "success" });
      // Told in the change's transaction: the mail exists exactly when the new password does.
      await notify(tx, {
        kind: "security.passwordChanged",
        params: { at: now.toISOString(), byAdmin: false },
        eventKey: `${user.id}:${now.toISOString()}`,
        to: { users: [user.id] },
      });
    });
  } catch (error) {
    const denied =
      error instanceof AppError && ["throttled", "step_up_required"].includes(error.code) ? error.code : null;
    await audit(db, by, {
      action: "account.change_password",
      outcome: denied ? "denied" : "failure",
      detail: denied ? { reason: denied } : undefined,
    });
    throw error;
  }
}
