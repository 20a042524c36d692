import { existsSync } from "node:fs";

// Scripts see the same variables as `next start`: .env.local (local secrets) then .env; the shell wins.
for (const file of [".env.local", ".env"]) {
  if (existsSync(file)) process.loadEnvFile(file);
}
