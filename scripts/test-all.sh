#!/usr/bin/env bash
# Every test, from a fresh clone: lint, unit, integration (SQLite and PostgreSQL), build and type check, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHECKPOINT_DISABLE=1 NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The whole suite is what CI runs, wherever it is started: one retry for an e2e step a loaded machine trips.
export CI=${CI:-true}
started=$SECONDS
step() { printf '\n==> %s (%ss)\n' "$*" "$((SECONDS - started))"; }

# Independent steps run side by side (each is mostly waiting on a database, the network or one core); each
# writes its output to reports/<name>.log, printed whole when it is awaited so lanes do not interleave, when it
# ended, and the CPU time it used (user + system, its processes together) to reports/<name>.times: on two cores
# that, not waiting, is what makes the suite long. For an e2e lane it is a lower bound: a browser's renderers
# that outlive the browser's own process are not counted.
declare -A lanes=()
lane() {
  local name=$1
  shift
  (
    "$@" >"reports/$name.log" 2>&1 && status=0 || status=$?
    # `times` in this shell, not in a pipeline's subshell, which has no children's time of its own.
    { echo "$((SECONDS - started))"; times; } >"reports/$name.times"
    exit "$status"
  ) &
  lanes[$name]=$!
}
# When the lane ended (first line), and its children's user + system seconds (the second line `times` wrote:
# "1m2.500s 0m3.100s").
ended_at() { sed -n 1p "reports/$1.times"; }
cpu_seconds() { awk 'NR == 3 { gsub(/[ms]/, " "); print int($1 * 60 + $2 + $3 * 60 + $4) }' "reports/$1.times"; }
await_lanes() {
  local failed=0 name
  for name in "$@"; do
    if wait "${lanes[$name]}"; then status=ok; else status=FAILED failed=1; fi
    printf '\n--- %s (%s, ended at %ss, %s CPU-s) ---\n' "$name" "$status" "$(ended_at "$name")" "$(cpu_seconds "$name")"
    cat "reports/$name.log"
  done
  return "$failed"
}

source scripts/install.sh

step "Installing dependencies and Debian's chromium"
rm -rf reports && mkdir -p reports data
lane chromium bash scripts/ensure-chromium.sh
lane install install_without_sqlite_driver
await_lanes install chromium

# PostgreSQL first: it starts in a second and serves the integration lane and the e2e lanes.
source scripts/postgres.sh
start_postgres pbo_test pbo_e2e_multi

# Two cores: what runs side by side is what mostly waits, or leaves the other core free. The compile takes
# one core and the build the other; the integration tests on PostgreSQL (they never load the SQLite driver)
# mostly wait on their database beside them; once the compile is done, the unit and SQLite integration tests
# beside the rest. The e2e lanes, each mostly waiting on its browser and server, start once the build is done:
# what is left of the integration lanes then runs beside them (the whole of them beside the e2e lanes was tried
# when they took twice as long: starved of CPU, they became the longest lanes by far). There is no type-check
# lane: the build type-checks the whole project (tsconfig.json's every file, tests and scripts too).
step "The production build and type check beside lint, the SQLite driver's compile and the integration tests on PostgreSQL"
failed=0
# The compile is what the SQLite lanes wait for: the others yield the CPU to it.
lane build nice -n 10 npx next build
lane sqlite-driver compile_sqlite_driver
lane lint npx biome ci .
lane integration-postgres nice -n 10 env TEST_DATABASE_URL="$PG_TEST_URL" npx vitest run --project integration \
  --reporter=default --reporter=json --outputFile.json=reports/integration-postgres.json
await_lanes lint sqlite-driver || failed=1

step "Unit tests and integration tests on SQLite, beside the rest"
lane unit npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/unit.json
lane integration-sqlite npx vitest run --project integration \
  --reporter=default --reporter=json --outputFile.json=reports/integration-sqlite.json
built=1
await_lanes build || { failed=1 built=0; }

# Each shard (e2e/shards.ts) has its own sandbox, app server, PostgreSQL database (pbo_e2e_shard_<n>, created by
# scripts/e2e-server.sh) and log; the SQLite lane the same on a SQLite file set up as `npm run demo` does; the
# multi-instance lane its own ports and PostgreSQL database. All of them run side by side: each mostly waits on
# its browser and its server. E2E_PORT, E2E_SANDBOX_PORT (each shard takes the next one, the SQLite lane the one
# after the last shard, its OpenID provider the sandbox's + 40) and E2E_MULTI_PORT, E2E_MULTI_SANDBOX_PORT move
# them elsewhere.
e2e_port=${E2E_PORT:-3100}
e2e_sandbox_port=${E2E_SANDBOX_PORT:-4110}
e2e_lane() {
  local shard=$1 offset=$2 database=$3
  E2E_SHARD=$shard E2E_PORT=$((e2e_port + offset)) E2E_SANDBOX_PORT=$((e2e_sandbox_port + offset)) \
    E2E_DATABASE_URL=$database E2E_APP_LOG="reports/app-server-shard-$shard.log" \
    PLAYWRIGHT_JSON_OUTPUT_NAME="reports/e2e-$shard.json" npx playwright test --reporter=list,json
}
step "End-to-end tests in Chromium (shards on PostgreSQL side by side, the SQLite lane, and two instances sharing PostgreSQL), beside what is left of the integration tests"
e2e_lanes=()
if ((built == 1)); then
  shard_count=$(npx tsx -e 'import { SHARD_COUNT } from "./e2e/shards.ts"; console.log(SHARD_COUNT);' 2>/dev/null)
  [[ $shard_count =~ ^[1-9][0-9]*$ ]] || { echo "e2e/shards.ts gave no shard count" >&2; failed=1; shard_count=0; }
  for ((shard = 1; shard <= shard_count; shard++)); do
    lane "e2e-$shard" e2e_lane "$shard" $((shard - 1)) "$PG_TEST_SERVER/pbo_e2e_shard_$shard"
    e2e_lanes+=("e2e-$shard")
  done
  lane e2e-sqlite e2e_lane sqlite "$shard_count" "file:./data/e2e-sqlite.db"
  e2e_lanes+=(e2e-sqlite)
  lane e2e-multi env E2E_MULTI_DATABASE_URL="$PG_TEST_SERVER/pbo_e2e_multi" \
    PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e-multi.json npx playwright test -c playwright.multi.config.ts --reporter=list,json
  e2e_lanes+=(e2e-multi)
fi
await_lanes unit integration-sqlite integration-postgres "${e2e_lanes[@]}" || failed=1
stop_postgres

step "Done"
node scripts/test-summary.mjs reports || failed=1
exit "$failed"
