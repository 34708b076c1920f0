/** `openappkit-api --help`. */
export const API_USAGE = `Usage: openappkit-api [options]            serve the api (HTTP and the chain indexers)
       openappkit-api init [--network <id>]... [--output <file>] [--force]
       openappkit-api migrate [--config <file>] [--database <url>]
       openappkit-api projects <add|list|set|remove|help> ...
       openappkit-api --check [--config <file>]  validate the configuration and exit

Serving options:
  --config <file>     JSON configuration, comments allowed (default: $OPENAPPKIT_API_CONFIG, then
                      openappkit-api.jsonc or openappkit-api.json in the working folder)
  --host <host>       address to listen on (default 127.0.0.1; $OPENAPPKIT_API_HOST)
  --port <n>          port (default 8787; $PORT or $OPENAPPKIT_API_PORT)
  --database <url>    sqlite:<path> or postgres://... (default: $DATABASE_URL, then the config's,
                      then sqlite:openappkit-api.sqlite in the working folder)
  --workers <n>       n HTTP processes sharing the port plus one indexer process
  --no-indexer        HTTP only (run the indexers elsewhere with --indexer-only)
  --indexer-only      the indexers only, no HTTP
  --manifest <file>   take the chains from a devnet manifest (development)
  --check             validate the configuration, print what it configures, exit 0 or 1
  --version           print the version

Secrets come from environment variables, never from the file: DATABASE_URL, REDIS_URL,
OPENAPPKIT_API_SMTP_PASSWORD, OPENAPPKIT_API_RECOVERY_KEY,
OPENAPPKIT_API_SOCIAL_<PROVIDER>_CLIENT_SECRET, OPENAPPKIT_API_TREASURY_EIP155_KEY,
OPENAPPKIT_API_TREASURY_SOLANA_KEY, and per chain OPENAPPKIT_API_RPC_URL_<CHAIN>,
OPENAPPKIT_API_WS_URL_<CHAIN>, OPENAPPKIT_API_BUNDLER_URL_<CHAIN> (<CHAIN>: eip155:8453 is
EIP155_8453).

Endpoints for operations: GET /health (liveness), GET /ready (database, Redis, nodes, indexer
lag), GET /metrics (Prometheus text format).
`
