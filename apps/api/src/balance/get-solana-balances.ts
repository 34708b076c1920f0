import type { SolanaChain } from '../chains/index.ts'
import { watchSolanaAccount } from '../indexer/index.ts'
import { NATIVE_PRICE_KEY } from '../prices/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { toTokenBalance } from './to-token-balance.ts'
import type { TokenBalance } from './token-balance.ts'

/** The SPL token programs whose accounts count as balances. */
export const SOLANA_TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/** Parameters of {@link getSolanaBalances}. */
export type GetSolanaBalancesParameters = {
  chain: SolanaChain
  address: string
  requestedChainId: string
}

type ParsedTokenAccounts = {
  value: {
    account: {
      data: {
        parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } }
      }
    }
  }[]
}

/** Sums the owner's token accounts per mint. */
async function splAmounts(chain: SolanaChain, owner: string) {
  const replies = await Promise.all(
    SOLANA_TOKEN_PROGRAMS.map((programId) =>
      chain.rpc
        .request<ParsedTokenAccounts>('getTokenAccountsByOwner', [
          owner,
          { programId },
          { encoding: 'jsonParsed' },
        ])
        .catch(() => ({ value: [] }) satisfies ParsedTokenAccounts),
    ),
  )
  const byMint = new Map<string, { amount: bigint; decimals: number }>()
  for (const entry of replies.flatMap((reply) => reply.value)) {
    const info = entry.account.data.parsed?.info
    const amount = info?.tokenAmount?.amount
    if (!info?.mint || amount === undefined || !/^\d+$/.test(amount)) continue
    const previous = byMint.get(info.mint)
    byMint.set(info.mint, {
      amount: (previous?.amount ?? 0n) + BigInt(amount),
      decimals: info.tokenAmount?.decimals ?? 0,
    })
  }
  return byMint
}

/**
 * SOL plus every SPL token the owner holds (unlisted mints show as "Unknown token"). The address
 * is added to the accounts whose signatures the indexer follows.
 */
export async function getSolanaBalances(
  context: ApiContext,
  parameters: GetSolanaBalancesParameters,
): Promise<TokenBalance[]> {
  const { chain, address, requestedChainId } = parameters
  const caipNetworkId = chain.config.caipNetworkId
  await watchSolanaAccount(context, caipNetworkId, address)
  const [lamports, tokens] = await Promise.all([
    chain.rpc.request<{ value: number }>('getBalance', [address]),
    splAmounts(chain, address),
  ])
  const balances = [
    toTokenBalance({
      ...chain.config.nativeCurrency,
      iconUrl: '',
      amount: BigInt(lamports.value),
      price: context.prices.usd(caipNetworkId, NATIVE_PRICE_KEY),
      chainId: requestedChainId,
    }),
  ]
  for (const [mint, { amount, decimals }] of tokens) {
    if (amount === 0n || decimals === 0) continue
    const listed = context.tokens.find(caipNetworkId, mint)
    balances.push(
      toTokenBalance({
        name: listed?.name ?? 'Unknown token',
        symbol: listed?.symbol ?? mint.slice(0, 4),
        iconUrl: listed?.iconUrl ?? '',
        decimals,
        amount,
        price: context.prices.usd(caipNetworkId, mint),
        chainId: requestedChainId,
        address: `${requestedChainId}:${mint}`,
      }),
    )
  }
  return balances
}
