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
  by: Requester<SessionUser>,
  input: z.infer<typeof choosePasswordSchema>,
): Promise<void> {
  await chooseOwnPassword(db, by.user.id, by.user.sessionId, input.newPassword, (tx) =>
    audit(tx, by, {
      action: "account.choose_password",
      target: { type: "user", id: by.user.id },
      outcome: "success",
    }),
  );
}
