#!/usr/bin/env bash
# Playwright drives Debian's chromium: its own browser download is not reachable from here. The e2e tests run in
# its headless shell (chromium-headless-shell); the benches that time what a person sees run in chromium itself.
set -euo pipefail
missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
[[ -x ${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell} ]] || missing+=(chromium-headless-shell)
if ((${#missing[@]} == 0)); then exit 0; fi
if [[ $EUID -ne 0 ]]; then
  echo "Missing: ${missing[*]}: install Debian's packages (apt-get install ${missing[*]})" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]}…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
