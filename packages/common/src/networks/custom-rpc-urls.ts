import { type CaipNetworkId, isCaipNetworkId } from '../caip/caip.ts'
import { AppKitError } from '../errors/app-kit-error.ts'
import { isHttpUrl } from './network-fields.ts'
import type { CaipNetwork } from './types.ts'

/**
 * RPC endpoints per network, keyed by CAIP-2 id, in order of preference: the one shape every
 * adapter reads, made by {@link toCustomRpcUrls} from what the integrator wrote.
 */
export type CustomRpcUrls = Readonly<Partial<Record<CaipNetworkId, readonly string[]>>>

/** One endpoint as integrators write it: a URL, or the incumbent's `{ url }`. */
export type CustomRpcUrlEntry = string | { readonly url: string }

/**
 * `customRpcUrls` as integrators write it: keyed by CAIP-2 id (`'eip155:1'`, `'solana:5eykt…'`)
 * or, for EVM networks, by chain id (`1`); a URL or a list of them. The incumbent's
 * `{ 'eip155:1': [{ url }] }` is one of these spellings.
 */
export type CustomRpcUrlsOption = Readonly<
  Record<string | number, CustomRpcUrlEntry | readonly CustomRpcUrlEntry[] | undefined>
>

function toUrl(entry: unknown): string {
  const url = typeof entry === 'object' && entry !== null ? (entry as { url?: unknown }).url : entry
  if (!isHttpUrl(url)) throw new AppKitError('INVALID_RPC_URL', { params: { url: String(url) } })
  return url
}

/**
 * {@link CustomRpcUrls} from any spelling of {@link CustomRpcUrlsOption}: chain-id keys become
 * `eip155:<id>`, every URL is checked to be http(s) (`INVALID_RPC_URL`), and a key that names no
 * network fails with `INVALID_RPC_URLS_KEY`. Already normalised input comes back equal.
 */
export function toCustomRpcUrls(option: CustomRpcUrlsOption | undefined): CustomRpcUrls {
  const urls: Partial<Record<CaipNetworkId, readonly string[]>> = {}
  for (const [key, value] of Object.entries(option ?? {})) {
    if (value === undefined) continue
    const caipNetworkId = /^\d+$/.test(key) ? (`eip155:${key}` as const) : key
    if (!isCaipNetworkId(caipNetworkId)) {
      throw new AppKitError('INVALID_RPC_URLS_KEY', { params: { key } })
    }
    const entries: readonly unknown[] = Array.isArray(value) ? value : [value]
    urls[caipNetworkId] = entries.map(toUrl)
  }
  return urls
}

/**
 * The HTTP RPC URL to use for `network`: the integrator's first one, else the network's own;
 * `NO_RPC_URL` when it has neither.
 */
export function rpcUrlOf(network: CaipNetwork, customRpcUrls: CustomRpcUrls | undefined): string {
  const url = customRpcUrls?.[network.caipNetworkId]?.[0] ?? network.rpcUrls.default.http[0]
  if (!url)
    throw new AppKitError('NO_RPC_URL', { params: { caipNetworkId: network.caipNetworkId } })
  return url
}
