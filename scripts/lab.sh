#!/usr/bin/env bash
# The laboratory with local defaults: devnet, api, relay and the lab app. Ctrl-C stops it all.
set -euo pipefail
source "$(dirname "$0")/lib/ensure-tools.sh"
cd "$repo_root"

ensure_pnpm
ensure_dependencies

if [ -d apps/laboratory ]; then
  ensure_chromium
  exec pnpm lab
fi

echo "The lab app, the api and the relay are not built yet; starting the devnet alone."
exec pnpm devnet
