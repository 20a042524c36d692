#!/usr/bin/env bash
# Playwright drives Debian's chromium: its own browser download is not reachable from here.
set -euo pipefail
path=${CHROMIUM_PATH:-/usr/bin/chromium}
if [[ -x "$path" ]]; then exit 0; fi
if [[ $EUID -ne 0 ]]; then
  echo "Chromium is missing at $path: install Debian's chromium package (apt-get install chromium)" >&2
  exit 1
fi
echo "Installing Debian's chromium…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
