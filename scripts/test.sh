#!/usr/bin/env bash
# `npm test`: every stage in order, stopping at the first that fails, with the time each took
# printed as it ends and again as a table at the close, so a slow stage shows in every CI log.
set -uo pipefail
cd "$(dirname "$0")/.."
declare -a TIMES=()
total_start=$SECONDS

stage() {
  local name=$1
  shift
  local start=$SECONDS
  echo "=== stage: $name"
  "$@"
  local rc=$?
  local took=$((SECONDS - start))
  TIMES+=("$(printf '%-10s %5d s' "$name" "$took")")
  echo "=== stage $name: ${took} s (exit $rc)"
  if [ "$rc" -ne 0 ]; then
    summary
    exit "$rc"
  fi
}

summary() {
  echo "=== stage times"
  printf '%s\n' "${TIMES[@]}"
  echo "total      $(printf '%5d' $((SECONDS - total_start))) s"
}

stage chromium bash scripts/ensure-chromium.sh
stage typecheck npm run typecheck
stage lint npm run lint
stage compose bash scripts/check-compose.sh
stage unit npm run test:unit
stage generator bash scripts/check-generator.sh
stage build npm run build
stage e2e npm run e2e -w apps/web
summary
