#!/usr/bin/env bash
# The server test suite on SQLite under Node 24 (DECISIONS 41), for machines whose own Node is
# older: Node 24 comes from the npm registry's `node` package (cached in .cache/node24). No addon
# is rebuilt: under Node >= 22 the server loads better-sqlite3 13's prebuilt N-API binary
# (server/src/db/sqlite-driver.ts), and argon2 ships an N-API binary that loads on any Node.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(node -p 'process.versions.node.split(".")[0]')" -ge 24 ]; then
  echo "Node 24 server tests: this machine already runs Node $(node -v); the main run covers it."
  exit 0
fi

started=$SECONDS
N24_DIR=.cache/node24
if [ ! -x "$N24_DIR/node_modules/.bin/node" ]; then
  npm install --prefix "$N24_DIR" --no-save --no-audit --no-fund --loglevel=error node@24 >/dev/null
fi
NODE24="$PWD/$N24_DIR/node_modules/.bin/node"
# better-sqlite3 13 is an optional dependency that npm skips on Node 20 (it needs 22): when the
# main install lacks it, the lock's version goes in a folder of its own (prebuilt binaries
# inside, so no install script), found through NODE_PATH.
NAPI_DIR=.cache/node24-sqlite
NAPI_VERSION="$(node -p 'require("./package-lock.json").packages["node_modules/better-sqlite3-napi"].version')"
if [ ! -d node_modules/better-sqlite3-napi ] &&
  [ "$(node -p "try { require('./$NAPI_DIR/node_modules/better-sqlite3-napi/package.json').version } catch { '' }")" != "$NAPI_VERSION" ]; then
  npm install --prefix "$NAPI_DIR" --no-save --no-audit --no-fund --ignore-scripts --loglevel=error \
    "better-sqlite3-napi@npm:better-sqlite3@$NAPI_VERSION" >/dev/null
fi

echo "Server tests on SQLite under Node $("$NODE24" -v)"
status=0
env -u TEST_DATABASE_URL PATH="$(dirname "$NODE24"):$PATH" NODE_PATH="$PWD/$NAPI_DIR/node_modules" \
  "$NODE24" node_modules/vitest/vitest.mjs run --project server "$@" || status=$?
echo "Node 24 server tests took $((SECONDS - started)) s"
exit "$status"
