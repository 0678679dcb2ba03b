# Sourced by start.sh and test.sh: makes sure the pinned pnpm is on PATH (a fresh machine has only Node and npm).
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION with npm"
  if ! npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    # No rights on the global prefix: install it inside the repository instead.
    npm install --prefix .tools "pnpm@$PNPM_VERSION" >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  fi
fi
