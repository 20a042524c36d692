#!/usr/bin/env bash
# Every test, from a fresh clone: lint, types, unit, integration on SQLite and on PostgreSQL, build, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHECKPOINT_DISABLE=1 NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The whole suite is what CI runs, wherever it is started: one retry for an e2e step a loaded machine trips.
export CI=${CI:-true}
started=$SECONDS
step() { printf '\n==> %s (%ss)\n' "$*" "$((SECONDS - started))"; }

# Independent steps run side by side (each is mostly waiting on a database, the network or one core); each
# writes its output to reports/<name>.log, printed whole when it ends so lanes do not interleave.
declare -A lanes=()
lane() {
  local name=$1
  shift
  ("$@" >"reports/$name.log" 2>&1) &
  lanes[$name]=$!
}
await_lanes() {
  local failed=0 name
  for name in "$@"; do
    if wait "${lanes[$name]}"; then status=ok; else status=FAILED failed=1; fi
    printf '\n--- %s (%s, %ss) ---\n' "$name" "$status" "$((SECONDS - started))"
    cat "reports/$name.log"
  done
  return "$failed"
}

step "Installing dependencies and Debian's chromium"
rm -rf reports && mkdir -p reports data
lane chromium bash scripts/ensure-chromium.sh
npm install --no-audit --no-fund --loglevel=error
await_lanes chromium

step "Lint and format"
npx biome ci .

step "Type check"
npm run typecheck

step "Unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/unit.json

step "Integration tests on SQLite and on PostgreSQL"
source scripts/postgres.sh
start_postgres pbo_test pbo_e2e_multi
lane integration-sqlite npx vitest run --project integration \
  --reporter=default --reporter=json --outputFile.json=reports/integration-sqlite.json
lane integration-postgres env TEST_DATABASE_URL="$PG_TEST_URL" npx vitest run --project integration \
  --reporter=default --reporter=json --outputFile.json=reports/integration-postgres.json
await_lanes integration-sqlite integration-postgres

step "Production build"
npx next build

step "End-to-end tests in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json npx playwright test --reporter=list,json

step "End-to-end tests on two instances sharing PostgreSQL"
E2E_MULTI_DATABASE_URL=$PG_TEST_SERVER/pbo_e2e_multi PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e-multi.json \
  npx playwright test -c playwright.multi.config.ts --reporter=list,json
stop_postgres

step "Done"
node scripts/test-summary.mjs reports
