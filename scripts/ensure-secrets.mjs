// Creates the local secrets the app needs, once, in .env.local (git-ignored); an existing value is kept.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

const file = ".env.local";
const present = existsSync(file) ? readFileSync(file, "utf8") : "";
const wanted = {
  AUTH_SECRET: () => randomBytes(32).toString("base64url"),
  ENCRYPTION_KEY: () => randomBytes(32).toString("base64"),
};
const added = [];
for (const [name, make] of Object.entries(wanted)) {
  if (new RegExp(`^${name}=.+`, "m").test(present) || process.env[name]) continue;
  appendFileSync(
    file,
    `${present && !present.endsWith("\n") && added.length === 0 ? "\n" : ""}${name}=${make()}\n`,
  );
  added.push(name);
}
if (added.length) console.info(`Created ${added.join(" and ")} in ${file}`);
