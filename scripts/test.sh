#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what is missing (pnpm, the locked
# dependencies, Debian's Chromium, PostgreSQL and Redis), then lint (format, rules,
# import rules), typecheck, build, package checks, size budgets and every test. The last line
# is the test summary: `Tests: N passed, N failed, N skipped`.
set -euo pipefail
source "$(dirname "$0")/lib/ensure-tools.sh"
cd "$repo_root"

ensure_pnpm
ensure_dependencies
ensure_chromium
ensure_postgresql
ensure_redis

# `check:package` depends on `build`, so every published package (and both servers) is built
# here; the laboratory and apps/compat are built by their suites' global setups with the same
# Vite config, once instead of twice.
# One task per core: more tsc processes than cores slow each other down (7m59 at two against
# 11m10 at turbo's default of ten, on two cores).
pnpm turbo run lint lint:repo typecheck check:package --output-logs=errors-only --concurrency=100%
pnpm size
pnpm exec vitest run
