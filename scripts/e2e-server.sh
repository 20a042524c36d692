#!/usr/bin/env bash
# The built app for the e2e tests (started by the Playwright configs). The first instance empties the
# database, migrates and seeds it; another instance (E2E_WAIT_FOR=<first instance's health URL>) waits for
# that and then starts on the same database. With E2E_DEMO_SETUP=1 the database is first set up as `npm run demo`
# does (scripts/demo.sh: migrations, then `npm run db:seed`'s first admin and provider connection) and the e2e
# users are added to it (the SQLite lane, e2e/shards.ts). With E2E_APP_LOG the server's output is also kept in that file
# (emptied first), which e2e/no-secrets-in-logs.spec.ts searches after the other specs.
set -euo pipefail
if [[ -n "${E2E_WAIT_FOR:-}" ]]; then
  until curl -sf "$E2E_WAIT_FOR" >/dev/null 2>&1; do sleep 0.5; done
else
  npx tsx scripts/reset-database.ts
  npx tsx scripts/migrate.ts
  if [[ "${E2E_DEMO_SETUP:-}" == 1 ]]; then npm run --silent db:seed >/dev/null; fi
  npx tsx --conditions=react-server e2e/seed.ts
fi
if [[ -z "${E2E_APP_LOG:-}" ]]; then
  exec npx next start -p "$PORT" -H 127.0.0.1
fi
mkdir -p "$(dirname "$E2E_APP_LOG")"
: >"$E2E_APP_LOG"
# stderr stays on stderr too, for Playwright to show when the server fails to start.
exec npx next start -p "$PORT" -H 127.0.0.1 > >(tee -a "$E2E_APP_LOG") 2> >(tee -a "$E2E_APP_LOG" >&2)
