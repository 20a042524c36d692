import type { Role } from "@/lib/auth/roles";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { seedSettingsFromEnv } from "@/lib/provider-connection/settings-seed";
import { createUser } from "@/lib/users/users";

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
];
const client = db();
for (const [email, roles] of users)
  await createUser(client, { email, name: email.split("@")[0] ?? email, roles, password });
await seedSettingsFromEnv(client, env(), keyring());
await client.$disconnect();
