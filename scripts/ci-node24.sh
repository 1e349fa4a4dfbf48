#!/usr/bin/env bash
# The server test suite on SQLite under Node 24 (DECISIONS 41), for machines whose own Node is
# older: Node 24 from the npm registry's `node` package, and better-sqlite3 and argon2 rebuilt
# against the headers inside that package (node-gyp never downloads headers). Both are cached in
# .cache/ and rebuilt only when the versions change.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(node -p 'process.versions.node.split(".")[0]')" -ge 24 ]; then
  echo "Node 24 server tests: this machine already runs Node $(node -v); the main run covers it."
  exit 0
fi

started=$SECONDS
lock() { node -p "require('./package-lock.json').packages['node_modules/$1'].version"; }
SQLITE_V="$(lock better-sqlite3)"
ARGON_V="$(lock argon2)"
N24_DIR=.cache/node24
ADDONS_DIR=.cache/node24-addons
STAMP="node24 better-sqlite3@$SQLITE_V argon2@$ARGON_V"

if [ ! -x "$N24_DIR/node_modules/.bin/node" ]; then
  npm install --prefix "$N24_DIR" --no-save --no-audit --no-fund --loglevel=error node@24 >/dev/null
fi
NODE24="$PWD/$N24_DIR/node_modules/.bin/node"
# The headers ship in the platform package (node-<os>-<arch>) inside the `node` package.
HEADERS="$(dirname "$(dirname "$(dirname "$(find "$N24_DIR/node_modules" -path '*/include/node/node_api.h' -print -quit)")")")"
if [ ! -f "$HEADERS/include/node/node_version.h" ] ||
  ! grep -q 'define NODE_MAJOR_VERSION 24' "$HEADERS/include/node/node_version.h"; then
  echo "Node 24 server tests skipped: the npm 'node' package has no Node 24 headers to rebuild better-sqlite3 and argon2 against."
  exit 0
fi

if [ "$(cat "$ADDONS_DIR/.stamp" 2>/dev/null)" != "$STAMP" ]; then
  rm -rf "$ADDONS_DIR" && mkdir -p "$ADDONS_DIR"
  echo '{ "private": true }' >"$ADDONS_DIR/package.json"
  # Node 24 first on PATH so the builds target it; build from source against the local headers.
  PATH="$(dirname "$NODE24"):$PATH" npm_config_nodedir="$PWD/$HEADERS" npm_config_build_from_source=true \
    npm install --prefix "$ADDONS_DIR" --no-save --no-audit --no-fund --loglevel=error \
    "better-sqlite3@$SQLITE_V" "argon2@$ARGON_V" >/dev/null
  echo "$STAMP" >"$ADDONS_DIR/.stamp"
fi

echo "Server tests on SQLite under Node $("$NODE24" -v) (addons rebuilt for it in $ADDONS_DIR)"
log="$PWD/.cache/node24-vitest.log"
status=0
env -u TEST_DATABASE_URL PATH="$(dirname "$NODE24"):$PATH" RIHLA_NODE24_ADDONS="$PWD/$ADDONS_DIR" \
  NODE_OPTIONS="--import=$PWD/scripts/node24-addons.mjs" \
  "$NODE24" node_modules/vitest/vitest.mjs run --project server "$@" 2>&1 | tee "$log" || status=$?
echo "Node 24 server tests took $((SECONDS - started)) s"
# better-sqlite3 12 derives its Statement from node::ObjectWrap, whose destructor aborts the
# process on Node >= 24.19 when a statement is garbage-collected outside JavaScript (fixed in
# better-sqlite3 13, which needs Node >= 22, so not while Node 20 is supported). That known
# abort is reported in one line and does not fail CI; any other failure does.
if [ "$status" -ne 0 ] && grep -q 'RemoveEnvironmentCleanupHook' "$log"; then
  echo "Node 24 server tests: KNOWN FAILURE, better-sqlite3 12 aborts under Node $("$NODE24" -v) when a statement is garbage-collected (RemoveEnvironmentCleanupHook); see $log"
  exit 0
fi
exit "$status"
