import type { z } from "zod";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { SessionUser } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import type { choosePasswordSchema } from "./schemas";
import { chooseOwnPassword } from "./users";

/** The person's own password in place of the one an admin issued (their session's "password" step); audited. */
export async function chooseAccountPassword(
  db: Db,
  input: z.infer<typeof choosePasswordSchema>,
  { user, ip }: Requester<SessionUser>,
): Promise<void> {
  await chooseOwnPassword(db, user.id, user.sessionId, input.newPassword);
  await audit(db, {
    actor: user,
    action: "account.choose_password",
    target: { type: "user", id: user.id },
    outcome: "success",
    ip,
  });
}
