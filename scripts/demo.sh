#!/usr/bin/env bash
# The app with its embedded defaults: SQLite under data/, local secrets in .env.local, a first admin, and the
# provider sandbox on 127.0.0.1:4010 that the app is connected to.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHECKPOINT_DISABLE=1 NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
port=${PORT:-3000}
sandbox_port=${SANDBOX_PORT:-4010}

echo "==> Installing dependencies"
source scripts/install.sh
install_without_sqlite_driver
node scripts/ensure-secrets.mjs
set -a
# shellcheck disable=SC1091
source .env.local
set +a

# The sandbox stands in for the provider; the app's first connection points at it (PROVIDER_* seed it).
sandbox_url="http://127.0.0.1:$sandbox_port"
export SANDBOX_PORT=$sandbox_port SANDBOX_CLIENT_ID=${SANDBOX_CLIENT_ID:-demo-partner}
export PROVIDER_STATUS_BASE_URL=${PROVIDER_STATUS_BASE_URL:-$sandbox_url}
export PROVIDER_HISTORY_BASE_URL=${PROVIDER_HISTORY_BASE_URL:-$sandbox_url}
export PROVIDER_TOKEN_URL=${PROVIDER_TOKEN_URL:-$sandbox_url/oauth/token/accesstoken}
export PROVIDER_CLIENT_ID=${PROVIDER_CLIENT_ID:-$SANDBOX_CLIENT_ID}
export PROVIDER_CLIENT_SECRET=${PROVIDER_CLIENT_SECRET:-$SANDBOX_CLIENT_SECRET}
export PROVIDER_CALLBACK_TOKEN=${PROVIDER_CALLBACK_TOKEN:-$SANDBOX_CALLBACK_TOKEN}
# Passkeys are bound to the address the demo is opened at (never to a request's own Origin).
[[ -n "${AUTH_URL:-}" ]] || export PASSKEY_ORIGIN=${PASSKEY_ORIGIN:-http://localhost:$port}
# The sandbox serves the upgrade images from loopback, which the image proxy refuses in production otherwise.
export IMAGE_PROXY_ALLOW_PRIVATE_NETWORK=${IMAGE_PROXY_ALLOW_PRIVATE_NETWORK:-true}

# The build does not load the SQLite driver: it runs while the driver compiles, the database waits for both.
echo "==> Building, beside the SQLite driver's compile"
mkdir -p data
compile_sqlite_driver >data/sqlite-driver.log 2>&1 &
driver_pid=$!
npx next build >/dev/null
wait "$driver_pid" || { cat data/sqlite-driver.log >&2; exit 1; }

echo "==> Preparing the database"
npx tsx scripts/migrate.ts
npm run --silent db:seed

echo "==> Starting the provider sandbox on $sandbox_url"
npx tsx sandbox/main.ts &
sandbox_pid=$!
trap 'kill $sandbox_pid 2>/dev/null || true' EXIT INT TERM

echo "==> Starting on http://localhost:$port"
npx next start -p "$port"
