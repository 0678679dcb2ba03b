#!/usr/bin/env bash
# The whole console on http://localhost:${PORT:-8080}: installs, builds the shell and the four centres,
# then runs the gateway (embedded database created, migrated and seeded on first start).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/tools.sh
pnpm install --frozen-lockfile
pnpm exec turbo run build --output-logs=errors-only
echo "Lingxi console: http://localhost:${PORT:-8080}  (accounts: see README.md)"
exec node apps/gateway/dist/main.mjs
