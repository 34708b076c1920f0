import type { Kysely } from 'kysely'
import type { EvmChain } from '../chains/index.ts'
import { erc20Abi, erc721Abi } from '../chains/index.ts'
import type { Database } from '../db/index.ts'

/** Parameters of {@link rememberTokens}. */
export type RememberTokensParameters = {
  db: Kysely<Database>
  chain: EvmChain
  tokens: readonly { address: string; kind: 'erc20' | 'erc721' }[]
}

/**
 * Stores name, symbol and decimals of token contracts not seen before (one multicall), so history
 * can show them without asking the node again. Contracts that do not answer are stored with
 * placeholders: they are asked once, not on every block.
 */
export async function rememberTokens(parameters: RememberTokensParameters): Promise<void> {
  const { db, chain, tokens } = parameters
  if (tokens.length === 0) return
  const chainId = chain.config.caipNetworkId
  const known = await db
    .selectFrom('tokens')
    .select('address')
    .where('chain_id', '=', chainId)
    .where(
      'address',
      'in',
      tokens.map((token) => token.address),
    )
    .execute()
  const knownSet = new Set(known.map((row) => row.address))
  const unknown = tokens.filter((token) => !knownSet.has(token.address))
  if (unknown.length === 0) return
  const results = await chain.client.multicall({
    allowFailure: true,
    contracts: unknown.flatMap((token) => {
      const address = token.address as `0x${string}`
      return [
        { address, abi: erc721Abi, functionName: 'name' as const },
        { address, abi: erc721Abi, functionName: 'symbol' as const },
        { address, abi: erc20Abi, functionName: 'decimals' as const },
      ]
    }),
  })
  const rows = unknown.map((token, index) => {
    const [name, symbol, decimals] = results.slice(index * 3, index * 3 + 3)
    return {
      chain_id: chainId,
      address: token.address,
      kind: token.kind,
      name: name?.status === 'success' ? String(name.result).slice(0, 100) : 'Unknown token',
      symbol: symbol?.status === 'success' ? String(symbol.result).slice(0, 32) : '???',
      decimals:
        token.kind === 'erc20' && decimals?.status === 'success' ? Number(decimals.result) : 0,
    }
  })
  await db
    .insertInto('tokens')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute()
}
