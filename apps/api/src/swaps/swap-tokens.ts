import { type Address, zeroAddress } from 'viem'
import { uniswapV2FactoryAbi } from '../chains/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { NATIVE_TOKEN_ADDRESS, type SwapChain } from './swap-chain.ts'

/** A token of GET /v1/convert/tokens. */
export type ConvertToken = {
  name: string
  symbol: string
  /** CAIP-10 id. */
  address: string
  decimals: number
  logoUri: string
}

/**
 * The native currency plus every listed token of the chain that has a pool with the wrapped
 * native token (what the router can actually swap).
 */
export async function listSwapTokens(
  context: ApiContext,
  chain: SwapChain,
  requestedChainId: string,
): Promise<ConvertToken[]> {
  const wrapped = chain.swap.wrappedNative.toLowerCase()
  const listed = context.tokens
    .ofChain(chain.config.caipNetworkId)
    .filter((token) => token.decimals > 0)
  const pairs =
    listed.length === 0
      ? []
      : await chain.client.multicall({
          allowFailure: true,
          contracts: listed.map((token) => ({
            address: chain.swap.factory as Address,
            abi: uniswapV2FactoryAbi,
            functionName: 'getPair' as const,
            args: [token.address as Address, wrapped as Address] as const,
          })),
        })
  const { nativeCurrency } = chain.config
  const tokens: ConvertToken[] = [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      address: `${requestedChainId}:${NATIVE_TOKEN_ADDRESS}`,
      decimals: nativeCurrency.decimals,
      logoUri: '',
    },
  ]
  listed.forEach((token, index) => {
    const pair = pairs[index]
    const swappable =
      token.address === wrapped || (pair?.status === 'success' && pair.result !== zeroAddress)
    if (!swappable) return
    tokens.push({
      name: token.name,
      symbol: token.symbol,
      address: `${requestedChainId}:${token.address}`,
      decimals: token.decimals,
      logoUri: token.iconUrl,
    })
  })
  return tokens
}
