import { isCaipNetworkId, isChainNamespace } from '../caip/caip.ts'
import { AppKitError } from '../errors/app-kit-error.ts'
import type { CaipNetwork, RpcUrls } from './types.ts'

/** Thrown by {@link defineNetwork} when a network definition is unusable or unsafe. */
export class InvalidNetworkError extends AppKitError<'INVALID_NETWORK'> {
  override name = 'InvalidNetworkError'

  constructor(problem: string) {
    super('INVALID_NETWORK', { params: { problem } })
  }
}

// URL is global in browsers, Node and workers, but the ES-only lib we compile against (no DOM,
// no Node types) does not declare it; this declares just what we use and emits nothing.
declare const URL: new (url: string) => { readonly protocol: string }

const HTTP_PROTOCOLS = ['http:', 'https:']
const WEBSOCKET_PROTOCOLS = ['ws:', 'wss:']

function parseAbsoluteUrl(value: unknown): { readonly protocol: string } | undefined {
  if (typeof value !== 'string') return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

// The one check of "an http(s) / ws(s) URL" (options, networks, customRpcUrls, JSON-RPC). It lives
// here because defineNetwork's checks are on every first paint: its other readers add no chunk.
const hasProtocol = (value: unknown, protocols: readonly string[]): value is string => {
  const url = parseAbsoluteUrl(value)
  return url !== undefined && protocols.includes(url.protocol)
}

/** Whether `value` is an absolute `http:` or `https:` URL. */
export const isHttpUrl = (value: unknown): value is string => hasProtocol(value, HTTP_PROTOCOLS)

/** Whether `value` is an absolute `ws:` or `wss:` URL. */
export const isWebSocketUrl = (value: unknown): value is string =>
  hasProtocol(value, WEBSOCKET_PROTOCOLS)

function assertUrl(
  value: unknown,
  protocols: readonly string[],
  label: string,
  networkName: string,
): void {
  const url = parseAbsoluteUrl(value)
  const accepted = protocols.map((protocol) => protocol.slice(0, -1)).join(' and ')
  if (!url) {
    throw new InvalidNetworkError(
      `Invalid ${label} for network ${networkName}: ${String(value)} (not an absolute URL; only ${accepted} are accepted)`,
    )
  }
  if (!protocols.includes(url.protocol)) {
    throw new InvalidNetworkError(
      `Invalid ${label} for network ${networkName}: ${String(value)} (only ${accepted} are accepted)`,
    )
  }
}

function assertRpcUrls(rpcUrls: RpcUrls, key: string, networkName: string): void {
  if (!Array.isArray(rpcUrls.http) || rpcUrls.http.length === 0) {
    throw new InvalidNetworkError(
      `Invalid RPC URLs for network ${networkName}: rpcUrls.${key}.http is empty (at least one http or https URL is required)`,
    )
  }
  // docs/project/behaviour.md §5: only http and https schemes are accepted for HTTP JSON-RPC URLs.
  for (const url of rpcUrls.http) assertUrl(url, HTTP_PROTOCOLS, 'RPC URL', networkName)
  for (const url of rpcUrls.webSocket ?? []) {
    assertUrl(url, WEBSOCKET_PROTOCOLS, 'websocket RPC URL', networkName)
  }
}

function assertIdentity(network: CaipNetwork): void {
  const { name, caipNetworkId, chainNamespace, id } = network
  if (!isChainNamespace(chainNamespace)) {
    throw new InvalidNetworkError(
      `Invalid chainNamespace for network ${name}: ${String(chainNamespace)} (expected eip155, solana, bip122 or polkadot)`,
    )
  }
  if (!isCaipNetworkId(caipNetworkId)) {
    throw new InvalidNetworkError(
      `Invalid caipNetworkId for network ${name}: ${String(caipNetworkId)} (expected a CAIP-2 id "namespace:reference")`,
    )
  }
  const [namespace, reference] = caipNetworkId.split(':') as [string, string]
  if (namespace !== chainNamespace) {
    throw new InvalidNetworkError(
      `Invalid caipNetworkId for network ${name}: ${caipNetworkId} (its namespace does not match chainNamespace ${chainNamespace})`,
    )
  }
  if (chainNamespace === 'eip155' && !(Number.isSafeInteger(id) && (id as number) > 0)) {
    throw new InvalidNetworkError(
      `Invalid id for network ${name}: ${String(id)} (an eip155 id is a positive integer)`,
    )
  }
  if (String(id) !== reference) {
    throw new InvalidNetworkError(
      `Invalid id for network ${name}: ${String(id)} (caipNetworkId ${caipNetworkId} expects id ${reference})`,
    )
  }
}

function assertNativeCurrency(network: CaipNetwork): void {
  const { decimals, symbol } = network.nativeCurrency
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new InvalidNetworkError(
      `Invalid native currency decimals for network ${network.name}: ${String(decimals)} (an integer from 0 to 255 is required)`,
    )
  }
  if (typeof symbol !== 'string' || symbol.length === 0) {
    throw new InvalidNetworkError(
      `Invalid native currency symbol for network ${network.name}: the symbol is empty`,
    )
  }
}

function assertExplorers(network: CaipNetwork): void {
  // Explorer links end up in anchors: a javascript: URL here would run in the page.
  for (const explorer of Object.values(network.blockExplorers ?? {})) {
    assertUrl(explorer.url, HTTP_PROTOCOLS, 'block explorer URL', network.name)
    if (explorer.apiUrl !== undefined) {
      assertUrl(explorer.apiUrl, HTTP_PROTOCOLS, 'block explorer API URL', network.name)
    }
  }
}

/**
 * Every check of {@link defineNetwork} but the contract addresses' EIP-55 checksum (which needs
 * keccak): name, identity, native currency, RPC and explorer URLs, testnet flag.
 */
export function assertNetworkFields(network: CaipNetwork): void {
  if (typeof network.name !== 'string' || network.name.trim().length === 0) {
    throw new InvalidNetworkError(
      `Invalid network ${String(network.caipNetworkId)}: the name is empty`,
    )
  }
  assertIdentity(network)
  assertNativeCurrency(network)
  if (network.rpcUrls?.default === undefined) {
    throw new InvalidNetworkError(
      `Invalid RPC URLs for network ${network.name}: rpcUrls.default is missing`,
    )
  }
  for (const [key, rpcUrls] of Object.entries(network.rpcUrls)) {
    assertRpcUrls(rpcUrls, key, network.name)
  }
  assertExplorers(network)
  if (typeof network.testnet !== 'boolean') {
    throw new InvalidNetworkError(
      `Invalid testnet flag for network ${network.name}: ${String(network.testnet)} (a boolean is required)`,
    )
  }
}
