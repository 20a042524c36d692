import "./load-env";
import { generatePassword } from "@/lib/auth/password";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { seedSettingsFromEnv } from "@/lib/provider-connection/settings-seed";
import { createUser } from "@/lib/users/users";

// Creates the first admin when there is no user at all, and prints its login this once; saves the provider
// connection from PROVIDER_* variables when none is saved.
const email = (process.env.SEED_ADMIN_EMAIL || "admin@example.com").toLowerCase();
const client = db();
const users = await client.user.count();
if (users > 0) {
  console.info(
    `Users exist already; no admin created. Lost the admin password? Run: npm run admin:reset -- ${email}`,
  );
} else {
  const password = process.env.SEED_ADMIN_PASSWORD || generatePassword();
  await createUser(client, { email, name: "Administrator", roles: ["admin"], password });
  console.info("");
  console.info("  First administrator created. Sign in with:");
  console.info(`    email:    ${email}`);
  console.info(
    `    password: ${process.env.SEED_ADMIN_PASSWORD ? "(the SEED_ADMIN_PASSWORD you set)" : password}`,
  );
  console.info("  This password is shown only now.");
  console.info("  Admins need a second factor: right after the password, set up an authenticator app (scan");
  console.info("  the QR code or type the key shown) or a passkey, and keep the recovery codes it shows.");
  console.info("");
}
const provider = await seedSettingsFromEnv(client, env(), keyring());
if (provider === "seeded") console.info("Provider connection saved from the PROVIDER_* variables.");
await client.$disconnect();
