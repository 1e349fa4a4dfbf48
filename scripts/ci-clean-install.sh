#!/usr/bin/env bash
# Issue 27 item 7: `npm install` on a fresh clone of the committed tree prints no EBADENGINE
# warning on this machine's Node and leaves `git status` clean (so the committed lock is what
# npm writes). `npm ci` never rewrites the lock, hence a real `npm install`. Quick: packages come
# from the local npm cache, and no install script runs (neither the engine check nor the lock
# depends on them).
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
CLONE="$(mktemp -d /tmp/rihla-clean-install-XXXXXX)"
trap 'rm -rf "$CLONE"' EXIT
git clone -q --no-checkout . "$CLONE/repo"
git -C "$CLONE/repo" checkout -q "$(git rev-parse HEAD)"

status=0
(cd "$CLONE/repo" && npm install --prefer-offline --ignore-scripts --no-audit --no-fund) \
  >"$CLONE/install.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  cat "$CLONE/install.log"
  echo "clean install: npm install failed (exit $status)"
  exit 1
fi
if grep -q EBADENGINE "$CLONE/install.log"; then
  grep -A4 EBADENGINE "$CLONE/install.log"
  echo "clean install: npm install warns EBADENGINE on Node $(node -v)"
  exit 1
fi
dirty="$(git -C "$CLONE/repo" status --porcelain)"
if [ -n "$dirty" ]; then
  echo "$dirty"
  git -C "$CLONE/repo" diff --stat
  echo "clean install: npm install changed the committed tree (commit what it writes)"
  exit 1
fi
echo "clean install: no EBADENGINE on Node $(node -v), git status clean ($((SECONDS - started)) s)"
