import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { formatUnits } from '@openappkit/common/units'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'
import type { AppKitCore } from '../../core/types.ts'
import { jsonRpcRequest } from '../../evm/multicall/json-rpc-request.ts'
import type { TokenConfig } from '../options/types.ts'
import { nativeTokenBalance } from './native-token-balance.ts'

export type ReadSolanaBalancesParameters = {
  address: string
  caipNetwork: CaipNetwork
  /** Names, symbols and icons of known mints; other mints show their address's start. */
  tokens?: readonly TokenConfig[] | undefined
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

const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/**
 * SOL and every SPL token (Token and Token-2022) the owner holds, straight from the cluster
 * (direct-RPC mode, no Blockchain API): one `getBalance` and one `getTokenAccountsByOwner` per
 * token program. Amounts of several accounts of one mint add up.
 */
export async function readSolanaBalances(
  core: AppKitCore,
  { address, caipNetwork, tokens = [] }: ReadSolanaBalancesParameters,
): Promise<TokenBalance[]> {
  const { caipNetworkId } = caipNetwork
  const rpcUrl = caipNetwork.rpcUrls.default.http[0]
  if (!rpcUrl) throw new AppKitError('NO_RPC_URL', { params: { caipNetworkId } })
  const call = (method: string, params: readonly unknown[]) =>
    jsonRpcRequest({ fetch: core.services.fetch, rpcUrl, method, params })
  const [lamports, ...replies] = await Promise.all([
    call('getBalance', [address, { commitment: 'confirmed' }]) as Promise<{ value: number }>,
    ...TOKEN_PROGRAMS.map(
      (programId) =>
        call('getTokenAccountsByOwner', [
          address,
          { programId },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        ]) as Promise<ParsedTokenAccounts>,
    ),
  ])
  const byMint = new Map<string, { amount: bigint; decimals: number }>()
  for (const { account } of replies.flatMap((reply) => reply.value)) {
    const info = account.data.parsed?.info
    const amount = info?.tokenAmount?.amount
    if (!info?.mint || !amount || !/^\d+$/.test(amount)) continue
    const previous = byMint.get(info.mint)
    byMint.set(info.mint, {
      amount: (previous?.amount ?? 0n) + BigInt(amount),
      decimals: info.tokenAmount?.decimals ?? 0,
    })
  }
  const balances = [nativeTokenBalance(caipNetwork, BigInt(lamports.value))]
  for (const [mint, { amount, decimals }] of byMint) {
    if (amount === 0n) continue
    const listed = tokens.find((token) => token.address === mint)
    const symbol = listed?.symbol ?? mint.slice(0, 4)
    balances.push({
      name: listed?.name ?? 'Unknown token',
      symbol,
      chainId: caipNetworkId,
      address: `${caipNetworkId}:${mint}`,
      price: 0,
      quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) },
      iconUrl: listed?.iconUrl ?? '',
    })
  }
  return balances
}
