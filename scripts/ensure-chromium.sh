#!/usr/bin/env bash
# Browser tests use Debian's Chromium, never a browser a tool downloads for itself.
# Installs it (with Thai and Arabic fonts, so pages render as people see them) when missing.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is not installed at $CHROMIUM. Install it with: sudo apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-thai-tlwg fonts-noto-core >/dev/null
"$CHROMIUM" --version
