import {
  type CaipNetwork,
  evmNetworks,
  MULTICALL3_ADDRESS,
  solanaNetworks,
} from '@openappkit/common'
import { ConfigError } from '../errors/index.ts'
import { chainVariableSuffix } from './secret-variables.ts'

// Short names besides each network's own (its name in lower case, words joined by dashes).
const EXTRA_NAMES: Record<string, string> = {
  mainnet: 'eip155:1',
  arbitrum: 'eip155:42161',
  optimism: 'eip155:10',
  zksync: 'eip155:324',
  bsc: 'eip155:56',
}

const slugOf = (network: CaipNetwork) =>
  network.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The networks `openappkit-api init` knows, by the names it accepts. */
export const INIT_NETWORKS: readonly CaipNetwork[] = [...evmNetworks, ...solanaNetworks]

/** The names `init --network` accepts, for its error message. */
export function initNetworkNames(): string[] {
  return INIT_NETWORKS.map(slugOf)
}

/** The catalogue network a `--network` value names: a name, a CAIP-2 id or an EVM chain id. */
export function findInitNetwork(name: string): CaipNetwork {
  const wanted = name.trim().toLowerCase()
  const caipNetworkId =
    EXTRA_NAMES[wanted] ?? (/^\d+$/.test(wanted) ? `eip155:${wanted}` : undefined)
  const found = INIT_NETWORKS.find(
    (network) =>
      network.caipNetworkId.toLowerCase() === (caipNetworkId ?? wanted) ||
      slugOf(network) === wanted,
  )
  if (found) return found
  if (wanted.startsWith('bip122') || wanted.startsWith('bitcoin')) {
    throw new ConfigError(
      `--network ${name}: Bitcoin is read from an Esplora API by the kit itself, not through this api`,
    )
  }
  throw new ConfigError(
    `--network ${name}: unknown network; known: ${initNetworkNames().join(', ')} (or a CAIP-2 id of one)`,
  )
}

const json = (value: unknown) => JSON.stringify(value)

function chainText(network: CaipNetwork): string {
  const suffix = chainVariableSuffix(network.caipNetworkId)
  const rpcUrl = network.rpcUrls.default.http[0] ?? ''
  const wsUrl = network.rpcUrls.default.webSocket?.[0]
  const lines = [
    '    {',
    `      "namespace": ${json(network.chainNamespace)},`,
    `      "caipNetworkId": ${json(network.caipNetworkId)},`,
    `      "name": ${json(network.name)},`,
    '      // A free public endpoint, rate-limited: put your own node here for real traffic. A URL',
    `      // with a provider key belongs in OPENAPPKIT_API_RPC_URL_${suffix} instead.`,
    `      "rpcUrl": ${json(rpcUrl)},`,
  ]
  if (wsUrl) lines.push(`      "wsUrl": ${json(wsUrl)},`)
  lines.push(`      "nativeCurrency": ${json(network.nativeCurrency)},`)
  if (network.chainNamespace === 'eip155') {
    const multicall3 = network.contracts?.multicall3?.address ?? MULTICALL3_ADDRESS
    lines.push(
      `      "multicall3": ${json(multicall3)},`,
      '      // History starts where the indexer starts: "latest" is the head at the first start on',
      '      // a fresh database; a block number indexes from there (every transaction of the chain',
      '      // is stored: give it the disk).',
      '      "indexer": { "enabled": true, "startBlock": "latest", "pollIntervalMs": 2000 }',
    )
  } else {
    lines.push(
      '      // Accounts are followed from their first history request on.',
      '      "indexer": { "enabled": true, "pollIntervalMs": 5000 }',
    )
  }
  lines.push('    }')
  return lines.join('\n')
}

/** Parameters of {@link initConfigText}. */
export type InitConfigTextParameters = {
  networks: readonly CaipNetwork[]
  /** The date written in the header (tests pass a fixed one). */
  date?: Date | undefined
}

/**
 * The commented configuration `openappkit-api init` writes (JSON with comments): every section
 * an operator sets first, with the defaults written out, and no secret: each secret's
 * environment variable is named where it applies.
 */
export function initConfigText(parameters: InitConfigTextParameters): string {
  const date = (parameters.date ?? new Date()).toISOString().slice(0, 10)
  const chains = parameters.networks.map(chainText).join(',\n')
  return `// The OpenAppKit api's configuration, written by \`openappkit-api init\` on ${date}.
// JSON with comments. \`openappkit-api --check\` validates it; the server reads it at start
// (openappkit-api.jsonc in the working folder, or --config / $OPENAPPKIT_API_CONFIG).
// Secrets are never written here: each is an environment variable, named where it applies.
{
  "server": {
    // Behind a reverse proxy keep 127.0.0.1; the port is also --port or $PORT.
    "host": "127.0.0.1",
    "port": 8787,
    // The https address your proxy serves, used in checkout and login links.
    // "publicUrl": "https://api.example.com",
    // Behind your own proxy only: read the client address from X-Forwarded-For.
    "trustProxy": false,
    // Bodies larger than this answer 413.
    "bodyLimitBytes": 65536,
    // JSON access log lines: "all", "errors" (5xx only) or "off".
    "accessLog": "errors",
    // On SIGTERM, how long requests in flight may take before their connections are cut.
    "shutdownTimeoutMs": 10000
    // GET /metrics asks for a bearer token when OPENAPPKIT_API_METRICS_TOKEN is set.
  },
  // One process: SQLite in the working folder. Several processes: PostgreSQL, given as
  // DATABASE_URL=postgres://user:password@host/db (the password stays out of this file).
  "database": { "url": "sqlite:openappkit-api.sqlite", "poolSize": 10 },
  // Several processes share caches and rate limits through REDIS_URL=redis://host:6379.
  // The exact origins (scheme://host[:port]) of the dapps whose pages call this api.
  "allowedOrigins": [],
  // Requests per client address per window; 0 turns the limit off.
  "rateLimit": { "windowMs": 60000, "max": 600 },
  "chains": [
${chains}
  ],
  // Tokens listed in balances besides those seen in an account's transfers, by CAIP-10 id:
  // { "caipAddress": "eip155:8453:0x...", "name": "USD Coin", "symbol": "USDC", "decimals": 6 }
  "tokens": [],
  // USD prices by CAIP-10 token id, or "{caipNetworkId}:native" for the native currency.
  "prices": {},
  // The names this api registers end in this zone (alice.example.id).
  "names": { "zone": "oak.id" },
  "email": {
    // The embedded wallet's one-time codes and device links. The password is
    // OPENAPPKIT_API_SMTP_PASSWORD; the recovery-share key OPENAPPKIT_API_RECOVERY_KEY (32 random
    // bytes, base64: \`openssl rand -base64 32\`).
    // "smtp": { "host": "smtp.example.com", "port": 587, "user": "apikey" },
    "from": "Your dapp <no-reply@example.com>"
  },
  "social": {
    // OpenID Connect per provider; each client secret is
    // OPENAPPKIT_API_SOCIAL_<PROVIDER>_CLIENT_SECRET (OPENAPPKIT_API_SOCIAL_GOOGLE_CLIENT_SECRET).
    // "google": { "issuer": "https://accounts.google.com", "clientId": "..." }
    "providers": {}
  }
}
`
}
