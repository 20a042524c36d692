#!/usr/bin/env bash
# While `npm run demo` runs: the sandbox sends account-upgrade callbacks to the app, as the provider would, so
# the compliance inbox has work in it. COUNT (default 20) notifications, some repeated, some in the variant shape.
# Each run sends new decisions (a fresh seed, printed at the end); SEED=<that seed> sends a run's decisions
# again, as the provider's re-sends would, and the inbox keeps each decision once.
set -euo pipefail
cd "$(dirname "$0")/.."
set -a
# shellcheck disable=SC1091
source .env.local
set +a
npx tsx sandbox/send-callbacks.ts \
  --url "http://localhost:${PORT:-3000}/v1.0/snap/account/upgrade/notify" \
  --token "$SANDBOX_CALLBACK_TOKEN" \
  --image-base-url "http://127.0.0.1:${SANDBOX_PORT:-4010}" \
  --count "${COUNT:-20}" --duplicates 3 --variant ${SEED:+--seed "$SEED"}
