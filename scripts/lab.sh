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

manifest=".devnet/manifest.json"
pids=()
stop_all() {
  trap - INT TERM EXIT
  [ "${#pids[@]}" -gt 0 ] && kill "${pids[@]}" 2>/dev/null
  wait 2>/dev/null
}
trap stop_all INT TERM EXIT

# A manifest left by a devnet that was killed outright would point the api at dead ports.
rm -f "$manifest"
pnpm --silent devnet >/dev/null &
pids+=("$!")
for _ in $(seq 1 120); do
  [ -s "$manifest" ] && break
  kill -0 "${pids[0]}" 2>/dev/null || { echo "The devnet did not start." >&2; exit 1; }
  sleep 0.5
done
[ -s "$manifest" ] || { echo "The devnet did not write $manifest within 60 s." >&2; exit 1; }
echo "Devnet running; its manifest (RPC URLs, contracts, test keys) is in $manifest."

pnpm --silent api &
pids+=("$!")
echo "The lab app and the WalletConnect relay are not built yet: devnet and api only. Ctrl-C stops both."
wait -n
