#!/usr/bin/env bash
# The laboratory with local defaults: devnet, api, WalletConnect relay and the lab app. Ctrl-C
# stops it all.
set -euo pipefail
source "$(dirname "$0")/lib/ensure-tools.sh"
cd "$repo_root"

ensure_pnpm
ensure_dependencies

manifest=".devnet/manifest.json"
lab_origin="http://127.0.0.1:5173"
api_url="http://127.0.0.1:8787"
relay_url="ws://127.0.0.1:8555"
pids=()
stop_all() {
  trap - INT TERM EXIT
  [ "${#pids[@]}" -gt 0 ] && kill "${pids[@]}" 2>/dev/null
  wait 2>/dev/null
}
trap stop_all INT TERM EXIT

# Waits up to 60 s for `url` to answer 2xx; fails early if the process `pid` has died.
wait_for_health() {
  local name="$1" url="$2" pid="$3"
  for _ in $(seq 1 120); do
    node -e "fetch('$url').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" && return
    kill -0 "$pid" 2>/dev/null || { echo "The $name did not start." >&2; exit 1; }
    sleep 0.5
  done
  echo "The $name did not answer on $url within 60 s." >&2
  exit 1
}

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
echo "Devnet running: chains 31337 (http://127.0.0.1:8545) and 31338 (http://127.0.0.1:8546);"
echo "  contracts and funded test keys are in $manifest."

# The lab page calls the api from its own origin: allow it (both spellings of loopback).
OPENAPPKIT_API_ALLOWED_ORIGINS="$lab_origin,http://localhost:5173" pnpm --silent api &
pids+=("$!")
wait_for_health "api" "$api_url/health" "${pids[1]}"

pnpm --silent relay &
pids+=("$!")
wait_for_health "relay" "http://127.0.0.1:8555/health" "${pids[2]}"

pnpm --silent --filter @openappkit/laboratory dev --clearScreen false --logLevel warn &
pids+=("$!")
cat <<MESSAGE

  OpenAppKit Laboratory: $lab_origin/?preset=wagmi
  Blockchain API:        $api_url
  WalletConnect relay:   $relay_url

  Connect a browser wallet set to chain 31337 at http://127.0.0.1:8545 (test keys are in
  $manifest), or use the page's own devnet wallet:
  $lab_origin/?preset=wagmi&wallet=devnet
  WalletConnect clients reach the relay at $relay_url. Ctrl-C stops everything.

MESSAGE
wait -n
