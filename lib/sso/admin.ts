import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { ROLES } from "@/lib/auth/roles";
import type { Keyring } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import type { SsoSettingsValues } from "./schemas";
import { saveSsoSettings } from "./settings";

/** An admin's save of single sign-on, audited in its transaction (saveSsoSettings alone is not: tests use it). */
export async function adminSaveSsoSettings(
  db: Db,
  by: Requester,
  input: SsoSettingsValues,
  keys: Keyring,
): Promise<void> {
  await saveSsoSettings(db, input, keys, by.user.email, (tx) =>
    // Whether the secret was replaced is worth knowing, its value never is (audit drops secret-like names).
    audit(tx, by, {
      action: "sso.settings_update",
      target: { type: "sso", id: "default" },
      outcome: "success",
      detail: {
        enabled: input.enabled,
        clientId: input.clientId,
        replacedClientAuth: Boolean(input.clientSecret),
        createUsers: input.createUsers,
        defaultRole: input.defaultRole,
        mappedRoles: ROLES.filter((role) => input.roleGroups[role]?.length).join(","),
      },
    }),
  );
}
