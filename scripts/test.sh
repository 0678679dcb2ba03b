#!/usr/bin/env bash
# Everything CI checks: installs what the tests need (pnpm, dependencies, Debian Chromium), then lint,
# typecheck, build, unit tests and browser tests. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/tools.sh

# Chromium for the browser tests, and a CJK font so screenshots show the Chinese interface.
if [ ! -x /usr/bin/chromium ] || [ ! -d /usr/share/fonts/truetype/wqy ]; then
  echo "Installing Debian's Chromium and a CJK font for the browser tests"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-wqy-zenhei >/dev/null
fi

pnpm install --frozen-lockfile
# each stage says when it starts, in seconds since this script did (the CI log's time line)
stage() { echo "== $1 (at ${SECONDS} s)"; }
stage "lint"; pnpm exec biome check .
stage "dependency boundaries (STYLE.md)"; pnpm lint:deps
stage "typecheck and build"; pnpm exec turbo run typecheck build --output-logs=errors-only
stage "shared-version guard (issue 24)"; node --test scripts/drift-guard.test.mjs
source scripts/postgres.sh
# Two packages' tests at a time, the longest first (scripts/unit-tests.mjs says why not turbo here). Two
# at a time took the stage from about 900 to 680-750 s on 2 cores (measured 2026-11-26). A flake it once
# showed (a page test's next dialog closed by the previous save's late close) was a kit bug, fixed in
# useEntityForm/ActionDialog with a test of its own; and the page harness waits up to 15 s for what a
# page shows (packages/testing/src/setup.ts), as an import's answer can take over 8 s then.
stage "unit tests"; node scripts/unit-tests.mjs --lanes 2
stage "browser tests"; pnpm --filter @lingxi/e2e e2e
echo "== done (at ${SECONDS} s)"
