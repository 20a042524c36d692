#!/usr/bin/env bash
# The built app for the e2e tests (started by the Playwright configs). The first instance empties the
# database, migrates and seeds it; another instance (E2E_WAIT_FOR=<first instance's health URL>) waits for
# that and then starts on the same database.
set -euo pipefail
if [[ -n "${E2E_WAIT_FOR:-}" ]]; then
  until curl -sf "$E2E_WAIT_FOR" >/dev/null 2>&1; do sleep 0.5; done
else
  npx tsx scripts/reset-database.ts
  npx tsx scripts/migrate.ts
  npx tsx --conditions=react-server e2e/seed.ts
fi
exec npx next start -p "$PORT" -H 127.0.0.1
