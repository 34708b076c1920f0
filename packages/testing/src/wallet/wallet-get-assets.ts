import { ProviderRpcError, RpcErrorCode } from '@openappkit/common'
import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { parseHexChainId, toHexChainId } from './hex-chain-id.ts'
import type { NodeClient } from './node-client.ts'
import type { TestWalletAssetToken } from './types.ts'

/** An EIP-7811 asset as docs/project/behaviour.md §3 describes the wallet asset response. */
export type WalletAssetReply = {
  address: string
  balance: Hex
  type: 'NATIVE' | 'ERC20'
  metadata: { name: string; symbol: string; decimals: number }
}

export type WalletGetAssetsContext = {
  account: Hex
  /** Chains with asset discovery, and the tokens the wallet tracks on each. */
  assets: ReadonlyMap<number, readonly TestWalletAssetToken[]>
  nodeOf: (chainId: number) => NodeClient
}

const hexOf = (value: unknown) => `0x${BigInt(value as Hex).toString(16)}` as Hex

/** Answers `wallet_getAssets [{ account, chainFilter? }]` with balances read from the nodes. */
export async function walletGetAssets(
  params: unknown,
  context: WalletGetAssetsContext,
): Promise<Record<Hex, WalletAssetReply[]>> {
  const [request] = Array.isArray(params) ? params : []
  const { account, chainFilter } = (request ?? {}) as { account?: unknown; chainFilter?: unknown }
  if (typeof account !== 'string' || account.toLowerCase() !== context.account.toLowerCase()) {
    throw new ProviderRpcError(RpcErrorCode.Unauthorized)
  }
  const ids = Array.isArray(chainFilter)
    ? chainFilter.map((id) => parseHexChainId(id, 'chainFilter'))
    : [...context.assets.keys()]
  const entries = await Promise.all(
    ids
      .filter((id) => context.assets.has(id))
      .map(async (id) => {
        const node = context.nodeOf(id)
        const native: WalletAssetReply = {
          address: 'native',
          balance: hexOf(await node.request('eth_getBalance', [account, 'latest'])),
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        }
        const tokens = await Promise.all(
          (context.assets.get(id) ?? []).map(async (token): Promise<WalletAssetReply> => {
            const data = encodeFunctionData({
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [account as Hex],
            })
            const balance = await node.request('eth_call', [{ to: token.address, data }, 'latest'])
            return {
              address: token.address,
              balance: hexOf(balance),
              type: 'ERC20',
              metadata: { name: token.name, symbol: token.symbol, decimals: token.decimals },
            }
          }),
        )
        return [toHexChainId(id), [native, ...tokens]] as [Hex, WalletAssetReply[]]
      }),
  )
  return Object.fromEntries(entries)
}
