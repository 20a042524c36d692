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

# PostgreSQL first: it starts in a second and serves the integration lane and the multi-instance lane.
source scripts/postgres.sh
start_postgres pbo_test pbo_e2e_multi

# typegen (in the type check) writes .next/types, which the build writes too: the build starts after it.
step "Lint and format, type check and unit tests, side by side"
lane lint npx biome ci .
lane typecheck npm run typecheck
lane unit npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/unit.json
await_lanes lint typecheck unit

# The integration lanes mostly wait on their databases: the build uses the cores meanwhile.
step "Integration tests on SQLite and on PostgreSQL, and the production build, side by side"
lane integration-sqlite npx vitest run --project integration \
  --reporter=default --reporter=json --outputFile.json=reports/integration-sqlite.json
lane integration-postgres env TEST_DATABASE_URL="$PG_TEST_URL" npx vitest run --project integration \
  --reporter=default --reporter=json --outputFile.json=reports/integration-postgres.json
lane build npx next build
await_lanes integration-sqlite integration-postgres build

# Each shard (e2e/shards.ts) has its own sandbox, app server, SQLite database and log; the multi-instance lane
# its own ports and PostgreSQL database, and it runs after the second shard, which is the shorter one by
# about its length: two browsers at a time on two cores. E2E_PORT, E2E_SANDBOX_PORT (each shard takes the
# next one) and E2E_MULTI_PORT move them elsewhere.
e2e_port=${E2E_PORT:-3100}
e2e_sandbox_port=${E2E_SANDBOX_PORT:-4110}
e2e_shard() {
  local shard=$1
  E2E_SHARD=$shard E2E_PORT=$((e2e_port + shard - 1)) E2E_SANDBOX_PORT=$((e2e_sandbox_port + shard - 1)) \
    E2E_DATABASE_URL="file:./data/e2e-shard-$shard.db" E2E_APP_LOG="reports/app-server-shard-$shard.log" \
    PLAYWRIGHT_JSON_OUTPUT_NAME="reports/e2e-$shard.json" npx playwright test --reporter=list,json
}
step "End-to-end tests in Chromium (two shards side by side), then on two instances sharing PostgreSQL"
failed=0
lane e2e-1 e2e_shard 1
lane e2e-2 e2e_shard 2
await_lanes e2e-2 || failed=1
lane e2e-multi env E2E_MULTI_DATABASE_URL="$PG_TEST_SERVER/pbo_e2e_multi" \
  PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e-multi.json npx playwright test -c playwright.multi.config.ts --reporter=list,json
await_lanes e2e-1 e2e-multi || failed=1
stop_postgres

step "Done"
node scripts/test-summary.mjs reports || failed=1
exit "$failed"
