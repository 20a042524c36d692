#!/usr/bin/env bash
# The built app on a fresh database with the e2e users (started by playwright.config.ts).
set -euo pipefail
if [[ "$DATABASE_URL" == file:* ]]; then rm -f "${DATABASE_URL#file:}"*; fi
npx tsx scripts/migrate.ts
npx tsx --conditions=react-server e2e/seed.ts
exec npx next start -p "$PORT" -H 127.0.0.1
