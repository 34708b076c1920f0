import type { CaipNetwork } from '@openappkit/common/networks'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'
import type { AppKitCore } from '../../core/types.ts'
import { mapWalletAsset } from './map-wallet-asset.ts'

export type ReadWalletAssetsParameters = { address: string; caipNetwork: CaipNetwork }

/** Balances from the wallet itself, or `undefined` when it does not offer asset discovery. */
export type ReadWalletAssetsReturnType = TokenBalance[] | undefined

/**
 * Asks the EVM wallet for its capabilities and, when `assetDiscovery` is supported on the
 * network, for its assets with `wallet_getAssets` filtered to the network's hex chain id
 * (docs/project/behaviour.md §7 token balances, EIP-7811).
 */
export async function readWalletAssets(
  core: AppKitCore,
  { address, caipNetwork }: ReadWalletAssetsParameters,
): Promise<ReadWalletAssetsReturnType> {
  const adapter = core.adapters.get('eip155')
  if (!adapter?.getCapabilities || !adapter.walletGetAssets) return undefined
  const hexChainId = `0x${Number(caipNetwork.id).toString(16)}`
  const capabilities = await adapter.getCapabilities({ address })
  const assetDiscovery = capabilities[hexChainId]?.assetDiscovery as
    | { supported?: unknown }
    | undefined
  if (assetDiscovery?.supported !== true) return undefined
  const assets = await adapter.walletGetAssets({ account: address, chainFilter: [hexChainId] })
  return (assets[hexChainId] ?? []).flatMap((asset) => {
    const balance = mapWalletAsset(asset, caipNetwork.caipNetworkId)
    return balance ? [balance] : []
  })
}
