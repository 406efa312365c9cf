#!/usr/bin/env bash
# The pooler tests run the API through Debian's PgBouncer, as a deployment behind a managed
# PostgreSQL does. Installs it when missing; quiet when it is there. The package's own service is
# never used: each test starts a private pgbouncer on a port and in a directory of its own.
set -euo pipefail
PGBOUNCER=${PGBOUNCER_PATH:-/usr/sbin/pgbouncer}
if [ -x "$PGBOUNCER" ]; then exit 0; fi
SUDO=
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null || ! sudo -n true 2>/dev/null; then
    echo "PgBouncer is not installed at $PGBOUNCER. Install it with: sudo apt-get install -y pgbouncer" >&2
    exit 1
  fi
  SUDO="sudo -n"
fi
echo "Installing Debian's pgbouncer for the pooler tests..."
$SUDO apt-get update -qq
# The package may start its own service on 6432; nothing here uses or stops it.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq pgbouncer >/dev/null
"$PGBOUNCER" --version | head -1
