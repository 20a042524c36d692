import type { Role } from "@/lib/auth/roles";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { seedSettingsFromEnv } from "@/lib/provider-connection/settings-seed";
import { saveConfirmedTotp } from "@/lib/second-factor/totp-factor";
import { createUser } from "@/lib/users/users";
import { E2E } from "./env";

// One user per role (and more for the sign-in and lock-out tests), all with the e2e password; run on an empty database.
const password = process.env.E2E_PASSWORD ?? "";
const users: [string, Role[]][] = [
  ["admin@e2e.test", ["admin"]],
  ["agent@e2e.test", ["agent"]],
  ["compliance@e2e.test", ["compliance"]],
  ["manager@e2e.test", ["manager"]],
  ["throttled@e2e.test", ["agent"]],
  ["known-device@e2e.test", ["agent"]],
  ["signed-out@e2e.test", ["agent"]],
  ["to-disable@e2e.test", ["agent"]],
  // Second factors (e2e/second-factor.spec.ts): one sets up an app of their own, one is under the policy
  // without a factor, one registers passkeys.
  ["mfa-enroll@e2e.test", ["agent"]],
  ["mfa-policy@e2e.test", ["compliance"]],
  ["passkey@e2e.test", ["agent"]],
  // Has the seeded app: someone else who knows the password guesses codes at them.
  ["mfa-owner@e2e.test", ["agent"]],
  // Registers a passkey and is mailed about it (e2e/notifications-people.spec.ts).
  ["passkey-notice@e2e.test", ["agent"]],
  // Disabled from the start: single sign-on must refuse it whatever the identity provider says.
  ["sso-disabled@e2e.test", ["agent"]],
];
const client = db();
for (const [email, roles] of users)
  await createUser(client, { email, name: email.split("@")[0] ?? email, roles, password });
await client.user.update({ where: { email: "sso-disabled@e2e.test" }, data: { disabledAt: new Date() } });
// Their roles require a second factor by default (mfa-owner's is their own choice): the app e2e/helpers.ts
// computes codes of.
for (const email of [E2E.users.admin, E2E.users.compliance, "mfa-owner@e2e.test"]) {
  const { id } = await client.user.findUniqueOrThrow({ where: { email } });
  await saveConfirmedTotp(client, id, E2E.totp.secret, E2E.totp.period);
}
await seedSettingsFromEnv(client, env(), keyring());
await client.$disconnect();
