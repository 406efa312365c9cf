#!/usr/bin/env bash
# Holds `npm run new-feature` to its promise: in a scratch copy of this commit, generate the first
# registry area that is not built yet (or, once every one is, a scratch area added to the copy's
# registry) and run over it what `npm test` would: typecheck, lint, the generated API test with
# the repository rules and migration checks, the console's registry tests, a build, and the
# generated browser spec. Nothing in this checkout changes.
set -euo pipefail
cd "$(dirname "$0")/.."
AREA=$(npx tsx scripts/new-feature/first-unbuilt.ts)
SCRATCH=$(mktemp -d /tmp/cc-generator-XXXXXX)
trap 'git worktree remove --force "$SCRATCH" >/dev/null 2>&1 || rm -rf "$SCRATCH"' EXIT
git worktree add --detach -q "$SCRATCH" HEAD
# Hard links: the copy's workspace links are relative, so @cc/* resolve inside the copy.
for d in node_modules apps/api/node_modules apps/web/node_modules packages/contracts/node_modules; do
  if [ -d "$d" ]; then cp -al "$d" "$SCRATCH/$d"; fi
done
cd "$SCRATCH"
if [ -z "$AREA" ]; then
  AREA=$(npx tsx scripts/new-feature/scratch-area.ts)
  echo "every registry area is built: the check generates a scratch area, $AREA"
fi
echo "generator check: new-feature $AREA"
npm run --silent new-feature -- "$AREA"
# The guard's phone app is left out of the typecheck and the build: a generated area touches the
# contracts, the API and the console, and nothing of the guard's app.
npm run typecheck -w packages/contracts -w apps/api -w apps/web
npx biome check .
# On PGlite alone (no TEST_DATABASE_URL), where the api-pglite project holds every API test.
env -u TEST_DATABASE_URL npx vitest run --project api-pglite "apps/api/src/features/$AREA" apps/api/src/test/repo-rules apps/api/src/platform/db/migration-checks.test.ts apps/api/src/platform/db/row-level-security.engines.test.ts
npx vitest run --project web-unit apps/web/src/app/router
npm run build -w apps/web
npm run build -w apps/api
(cd apps/web && E2E_WORKERS=1 npx playwright test "e2e/$AREA.spec.ts")
