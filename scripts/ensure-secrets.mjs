// Creates the local secrets the demo needs, once, in .env.local (git-ignored); an existing value is kept.
// The sandbox credentials are the demo provider's: the app is pre-seeded with the same values.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

const file = ".env.local";
const present = existsSync(file) ? readFileSync(file, "utf8") : "";
const wanted = {
  AUTH_SECRET: () => randomBytes(32).toString("base64url"),
  ENCRYPTION_KEY: () => randomBytes(32).toString("base64"),
  SANDBOX_CLIENT_SECRET: () => randomBytes(24).toString("base64url"),
  SANDBOX_CALLBACK_TOKEN: () => randomBytes(24).toString("base64url"),
};
const lines = [];
for (const [name, make] of Object.entries(wanted)) {
  if (new RegExp(`^${name}=.+`, "m").test(present) || process.env[name]) continue;
  lines.push(`${name}=${make()}`);
}
if (lines.length) {
  appendFileSync(file, `${present && !present.endsWith("\n") ? "\n" : ""}${lines.join("\n")}\n`);
  console.info(`Created ${lines.map((l) => l.split("=")[0]).join(", ")} in ${file}`);
}
