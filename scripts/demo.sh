#!/usr/bin/env bash
# The app with its embedded defaults: SQLite under data/, local secrets in .env.local, a first admin.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHECKPOINT_DISABLE=1 NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
port=${PORT:-3000}

echo "==> Installing dependencies"
npm install --no-audit --no-fund --loglevel=error
node scripts/ensure-secrets.mjs

echo "==> Preparing the database"
npx tsx scripts/migrate.ts
npm run --silent db:seed

echo "==> Building"
npx next build >/dev/null

echo "==> Starting on http://localhost:$port"
exec npx next start -p "$port"
