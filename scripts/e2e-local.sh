#!/usr/bin/env bash
# Build into dist-<name> and run Playwright against it, so parallel work does not share a build.
# Usage: bash scripts/e2e-local.sh <name> [playwright args, e.g. tests/e2e/home.spec.ts]
set -euo pipefail
name="$1"; shift
export OUT_DIR="dist-$name"
npx vite build --logLevel warn && npx vite build --mode public --logLevel warn && npx vite build --ssr --logLevel warn && node scripts/precompress.mjs >/dev/null
E2E_DIST="$OUT_DIR" npx playwright test "$@"
