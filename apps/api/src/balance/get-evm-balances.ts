import type { EvmChain } from '../chains/index.ts'
import { erc20Abi } from '../chains/index.ts'
import { NATIVE_PRICE_KEY } from '../prices/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { getEvmTokenMetadata } from '../tokens/index.ts'
import { toTokenBalance } from './to-token-balance.ts'
import type { TokenBalance } from './token-balance.ts'

/** Parameters of {@link getEvmBalances}. */
export type GetEvmBalancesParameters = {
  chain: EvmChain
  /** Checksummed address. */
  address: `0x${string}`
  /** CAIP-2 id echoed in the answer (the one the client used). */
  requestedChainId: string
}

async function seenTokenAddresses(
  context: ApiContext,
  caipNetworkId: string,
  account: string,
): Promise<string[]> {
  const rows = await context.db
    .selectFrom('transfers')
    .select('token_address')
    .distinct()
    .where('chain_id', '=', caipNetworkId)
    .where('kind', '=', 'erc20')
    .where((eb) => eb.or([eb('to_address', '=', account), eb('from_address', '=', account)]))
    .execute()
  return rows.map((row) => row.token_address)
}

/**
 * Native balance plus every ERC-20 of the configured list and of the account's indexed
 * transfers, read in one multicall. Zero token balances and 0-decimals tokens
 * (docs/project/behaviour.md §5) are left out; the native balance is always there.
 */
export async function getEvmBalances(
  context: ApiContext,
  parameters: GetEvmBalancesParameters,
): Promise<TokenBalance[]> {
  const { chain, address, requestedChainId } = parameters
  const caipNetworkId = chain.config.caipNetworkId
  const account = address.toLowerCase()
  const listed = context.tokens.ofChain(caipNetworkId).map((token) => token.address)
  const candidates = [
    ...new Set([...listed, ...(await seenTokenAddresses(context, caipNetworkId, account))]),
  ]
  const [native, metadata] = await Promise.all([
    chain.client.getBalance({ address }),
    getEvmTokenMetadata({ db: context.db, chain, tokens: context.tokens, addresses: candidates }),
  ])
  const tokens = [...metadata.values()].filter((token) => token.decimals > 0)
  const amounts =
    tokens.length === 0
      ? []
      : await chain.client.multicall({
          contracts: tokens.map((token) => ({
            address: token.address as `0x${string}`,
            abi: erc20Abi,
            functionName: 'balanceOf' as const,
            args: [address] as const,
          })),
          allowFailure: true,
        })

  const { nativeCurrency } = chain.config
  const balances = [
    toTokenBalance({
      ...nativeCurrency,
      iconUrl: '',
      amount: native,
      price: context.prices.usd(caipNetworkId, NATIVE_PRICE_KEY),
      chainId: requestedChainId,
    }),
  ]
  tokens.forEach((token, index) => {
    const result = amounts[index]
    if (result?.status !== 'success' || result.result === 0n) return
    balances.push(
      toTokenBalance({
        ...token,
        amount: result.result,
        price: context.prices.usd(caipNetworkId, token.address),
        chainId: requestedChainId,
        address: `${requestedChainId}:${token.address}`,
      }),
    )
  })
  return balances
}
