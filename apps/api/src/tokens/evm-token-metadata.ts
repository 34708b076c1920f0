import type { Kysely } from 'kysely'
import type { EvmChain } from '../chains/index.ts'
import { erc20Abi } from '../chains/index.ts'
import type { Database } from '../db/index.ts'
import type { TokenInfo, TokenList } from './token-list.ts'

/** Parameters of {@link getEvmTokenMetadata}. */
export type GetEvmTokenMetadataParameters = {
  db: Kysely<Database>
  chain: EvmChain
  tokens: TokenList
  /** Lower-case contract addresses. */
  addresses: readonly string[]
}

/**
 * Name, symbol and decimals of ERC-20 contracts: from the configured list, then the database,
 * then the chain (one multicall; results are stored). Contracts that do not answer `decimals`
 * are not ERC-20 tokens and are left out.
 */
export async function getEvmTokenMetadata(
  parameters: GetEvmTokenMetadataParameters,
): Promise<Map<string, TokenInfo>> {
  const { db, chain, tokens } = parameters
  const caipNetworkId = chain.config.caipNetworkId
  const found = new Map<string, TokenInfo>()
  const missing: string[] = []
  for (const address of new Set(parameters.addresses)) {
    const listed = tokens.find(caipNetworkId, address)
    if (listed) found.set(address, listed)
    else missing.push(address)
  }
  if (missing.length === 0) return found

  const stored = await db
    .selectFrom('tokens')
    .selectAll()
    .where('chain_id', '=', caipNetworkId)
    .where('address', 'in', missing)
    .where('kind', '=', 'erc20')
    .execute()
  for (const row of stored) {
    found.set(row.address, { caipNetworkId, ...row, iconUrl: '' })
  }
  const unknown = missing.filter((address) => !found.has(address))
  if (unknown.length === 0) return found

  const calls = unknown.flatMap((address) =>
    (['name', 'symbol', 'decimals'] as const).map((functionName) => ({
      address: address as `0x${string}`,
      abi: erc20Abi,
      functionName,
    })),
  )
  const results = await chain.client.multicall({ contracts: calls, allowFailure: true })
  const fresh: TokenInfo[] = []
  unknown.forEach((address, index) => {
    const [name, symbol, decimals] = results.slice(index * 3, index * 3 + 3)
    if (decimals?.status !== 'success') return
    fresh.push({
      caipNetworkId,
      address,
      name: name?.status === 'success' ? String(name.result).slice(0, 100) : 'Unknown token',
      symbol: symbol?.status === 'success' ? String(symbol.result).slice(0, 32) : '???',
      decimals: Number(decimals.result),
      iconUrl: '',
    })
  })
  if (fresh.length > 0) {
    await db
      .insertInto('tokens')
      .values(
        fresh.map((token) => ({
          chain_id: caipNetworkId,
          address: token.address,
          kind: 'erc20' as const,
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute()
  }
  for (const token of fresh) found.set(token.address, token)
  return found
}
