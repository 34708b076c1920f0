import type { ApiConfig } from '../config/index.ts'

/** A token known to the api: configured, or seen on chain. */
export type TokenInfo = {
  /** Canonical CAIP-2 id of its chain. */
  caipNetworkId: string
  /** Contract (lower-case) or mint address. */
  address: string
  name: string
  symbol: string
  decimals: number
  iconUrl: string
}

/** The configured token list, looked up by chain and address. */
export type TokenList = {
  /** Configured tokens of one chain (canonical CAIP-2 id). */
  ofChain(caipNetworkId: string): readonly TokenInfo[]
  find(caipNetworkId: string, address: string): TokenInfo | undefined
}

/** EVM addresses compare case-insensitively; Solana's base58 is case-sensitive. */
export function normalizeAddress(caipNetworkId: string, address: string): string {
  return caipNetworkId.startsWith('eip155:') ? address.toLowerCase() : address
}

/** Builds the token list of the configuration, keyed by the chains' canonical ids. */
export function createTokenList(
  config: Pick<ApiConfig, 'tokens'>,
  canonicalId: (caipNetworkId: string) => string | undefined,
): TokenList {
  const byChain = new Map<string, TokenInfo[]>()
  const byKey = new Map<string, TokenInfo>()
  for (const token of config.tokens) {
    const index = token.caipAddress.lastIndexOf(':')
    const chain = canonicalId(token.caipAddress.slice(0, index))
    if (!chain) continue
    const address = normalizeAddress(chain, token.caipAddress.slice(index + 1))
    const info: TokenInfo = {
      caipNetworkId: chain,
      address,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      iconUrl: token.iconUrl,
    }
    byChain.set(chain, [...(byChain.get(chain) ?? []), info])
    byKey.set(`${chain}:${address}`, info)
  }
  return {
    ofChain: (caipNetworkId) => byChain.get(caipNetworkId) ?? [],
    find: (caipNetworkId, address) =>
      byKey.get(`${caipNetworkId}:${normalizeAddress(caipNetworkId, address)}`),
  }
}
