# Functions shared by scripts/test.sh and scripts/lab.sh: bring a machine that has only Node 20,
# npm and apt up to what the repository needs. Sourced, not executed.

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
pinned_pnpm="$(node -p "require('$repo_root/package.json').packageManager.split('@')[1]")"

export TURBO_TELEMETRY_DISABLED=1
export DO_NOT_TRACK=1

# pnpm at the version the root package.json pins (corepack cannot verify signatures here).
ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version)" = "$pinned_pnpm" ]; then
    return
  fi
  echo "Installing pnpm $pinned_pnpm with npm..."
  npm install --global "pnpm@$pinned_pnpm" --no-audit --no-fund >/dev/null
}

ensure_dependencies() {
  (cd "$repo_root" && pnpm install --frozen-lockfile --prefer-offline)
}

apt_updated=""

# Installs Debian packages (as root, or through sudo), refreshing the package lists once.
apt_install() {
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  if [ -z "$apt_updated" ]; then
    $sudo apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# Debian's Chromium for the browser tests; never a browser download of a test tool.
ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then
    return
  fi
  echo "Installing Chromium from Debian's packages..."
  apt_install chromium
}

# Debian's PostgreSQL: the api's suite also runs on a throwaway cluster it starts itself.
ensure_postgresql() {
  if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
    return
  fi
  echo "Installing PostgreSQL from Debian's packages..."
  apt_install postgresql
}

# Debian's Redis: the relay's suite runs two relay processes sharing topics through a throwaway
# redis-server it starts itself.
ensure_redis() {
  if command -v redis-server >/dev/null 2>&1; then
    return
  fi
  echo "Installing Redis from Debian's packages..."
  apt_install redis-server
}
