import { isCaipNetworkId, isChainNamespace } from '../caip/caip.ts'
import { AppKitError } from '../errors/app-kit-error.ts'
import * as networkProblems from '../errors/catalogue/problems/network-problems.ts'
import type { ProblemParams } from '../errors/catalogue/types.ts'
import type { CaipNetwork, RpcUrls } from './types.ts'

/** What {@link InvalidNetworkError} takes: the problem's code and its text's values. */
export type InvalidNetworkErrorParameters = ProblemParams<'INVALID_NETWORK'>

/** Thrown by {@link defineNetwork} when a network definition is unusable or unsafe. */
export class InvalidNetworkError extends AppKitError<'INVALID_NETWORK'> {
  override name = 'InvalidNetworkError'

  constructor(params: InvalidNetworkErrorParameters) {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the checks throw every problem
    super('INVALID_NETWORK', { params, problemText: networkProblems[params.problem] })
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

/** The problems of one kind of URL: not absolute, and of a scheme it does not take. */
type UrlProblems = readonly [
  notAbsolute: InvalidNetworkErrorParameters['problem'],
  wrongScheme: InvalidNetworkErrorParameters['problem'],
]

const RPC_URL: UrlProblems = ['RPC_URL_NOT_ABSOLUTE', 'RPC_URL_NOT_HTTP']
const WEBSOCKET_URL: UrlProblems = ['WEBSOCKET_URL_NOT_ABSOLUTE', 'WEBSOCKET_URL_NOT_WS']
const EXPLORER_URL: UrlProblems = ['EXPLORER_URL_NOT_ABSOLUTE', 'EXPLORER_URL_NOT_HTTP']
const EXPLORER_API_URL: UrlProblems = ['EXPLORER_API_URL_NOT_ABSOLUTE', 'EXPLORER_API_URL_NOT_HTTP']

function assertUrl(
  value: unknown,
  protocols: readonly string[],
  [notAbsolute, wrongScheme]: UrlProblems,
  network: string,
): void {
  const url = parseAbsoluteUrl(value)
  if (!url || !protocols.includes(url.protocol)) {
    throw new InvalidNetworkError({
      problem: url ? wrongScheme : notAbsolute,
      network,
      value: String(value),
    } as InvalidNetworkErrorParameters)
  }
}

function assertRpcUrls(rpcUrls: RpcUrls, key: string, networkName: string): void {
  if (!Array.isArray(rpcUrls.http) || rpcUrls.http.length === 0) {
    throw new InvalidNetworkError({ problem: 'RPC_URLS_EMPTY', network: networkName, key })
  }
  // docs/project/behaviour.md §5: only http and https schemes are accepted for HTTP JSON-RPC URLs.
  for (const url of rpcUrls.http) assertUrl(url, HTTP_PROTOCOLS, RPC_URL, networkName)
  for (const url of rpcUrls.webSocket ?? []) {
    assertUrl(url, WEBSOCKET_PROTOCOLS, WEBSOCKET_URL, networkName)
  }
}

function assertIdentity(network: CaipNetwork): void {
  const { name, caipNetworkId, chainNamespace, id } = network
  if (!isChainNamespace(chainNamespace)) {
    throw new InvalidNetworkError({
      problem: 'UNKNOWN_NAMESPACE',
      network: name,
      value: String(chainNamespace),
    })
  }
  if (!isCaipNetworkId(caipNetworkId)) {
    throw new InvalidNetworkError({
      problem: 'MALFORMED_CAIP_NETWORK_ID',
      network: name,
      value: String(caipNetworkId),
    })
  }
  const [namespace, reference] = caipNetworkId.split(':') as [string, string]
  if (namespace !== chainNamespace) {
    throw new InvalidNetworkError({
      problem: 'NAMESPACE_MISMATCH',
      network: name,
      value: caipNetworkId,
      namespace: chainNamespace,
    })
  }
  if (chainNamespace === 'eip155' && !(Number.isSafeInteger(id) && (id as number) > 0)) {
    throw new InvalidNetworkError({
      problem: 'EIP155_ID_NOT_POSITIVE',
      network: name,
      value: String(id),
    })
  }
  if (String(id) !== reference) {
    throw new InvalidNetworkError({
      problem: 'ID_REFERENCE_MISMATCH',
      network: name,
      value: String(id),
      caipNetworkId,
      reference,
    })
  }
}

function assertNativeCurrency(network: CaipNetwork): void {
  const { decimals, symbol } = network.nativeCurrency
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new InvalidNetworkError({
      problem: 'DECIMALS_OUT_OF_RANGE',
      network: network.name,
      value: String(decimals),
    })
  }
  if (typeof symbol !== 'string' || symbol.length === 0) {
    throw new InvalidNetworkError({ problem: 'SYMBOL_EMPTY', network: network.name })
  }
}

function assertExplorers(network: CaipNetwork): void {
  // Explorer links end up in anchors: a javascript: URL here would run in the page.
  for (const explorer of Object.values(network.blockExplorers ?? {})) {
    assertUrl(explorer.url, HTTP_PROTOCOLS, EXPLORER_URL, network.name)
    if (explorer.apiUrl !== undefined) {
      assertUrl(explorer.apiUrl, HTTP_PROTOCOLS, EXPLORER_API_URL, network.name)
    }
  }
}

/**
 * Every check of {@link defineNetwork} but the contract addresses' EIP-55 checksum (which needs
 * keccak): name, identity, native currency, RPC and explorer URLs, testnet flag.
 */
export function assertNetworkFields(network: CaipNetwork): void {
  if (typeof network.name !== 'string' || network.name.trim().length === 0) {
    throw new InvalidNetworkError({
      problem: 'NAME_EMPTY',
      caipNetworkId: String(network.caipNetworkId),
    })
  }
  assertIdentity(network)
  assertNativeCurrency(network)
  if (network.rpcUrls?.default === undefined) {
    throw new InvalidNetworkError({ problem: 'DEFAULT_RPC_URLS_MISSING', network: network.name })
  }
  for (const [key, rpcUrls] of Object.entries(network.rpcUrls)) {
    assertRpcUrls(rpcUrls, key, network.name)
  }
  assertExplorers(network)
  if (typeof network.testnet !== 'boolean') {
    throw new InvalidNetworkError({
      problem: 'TESTNET_NOT_BOOLEAN',
      network: network.name,
      value: String(network.testnet),
    })
  }
}
