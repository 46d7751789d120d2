#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; no browser build is ever downloaded.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium package…"
if [ "$(id -u)" -ne 0 ]; then
  echo "Run as root, or install it yourself: sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
echo "Chromium installed at $(command -v chromium)"
