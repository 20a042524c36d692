import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { ROLES } from "@/lib/auth/roles";
import type { Keyring } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import type { SsoSettingsValues } from "./schemas";
import { saveSsoSettings } from "./settings";

/** An admin's save of single sign-on, audited (saveSsoSettings underneath is not: tests use it too). */
export async function adminSaveSsoSettings(
  db: Db,
  input: SsoSettingsValues,
  keys: Keyring,
  by: Requester,
): Promise<void> {
  await saveSsoSettings(db, input, keys, by.user.email);
  // Whether the secret was replaced is worth knowing, its value never is (audit drops secret-like names).
  await audit(db, {
    actor: by.user,
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
    ip: by.ip,
  });
}
