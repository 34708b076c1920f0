import type { CaipNetworkId } from '@openappkit/common/caip'
import { formatUnits } from '@openappkit/common/units'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'
import { type WalletAsset, walletAssetSchema } from '../../api/schemas/wallet-asset.ts'

/**
 * A `wallet_getAssets` asset (hex balance, ERC20 or NATIVE, metadata) as a token balance of
 * `caipNetworkId`; `undefined` for an asset that does not have the documented shape.
 */
export function mapWalletAsset(
  asset: WalletAsset | unknown,
  caipNetworkId: CaipNetworkId,
): TokenBalance | undefined {
  const parsed = walletAssetSchema.safeParse(asset)
  if (!parsed.success || !/^0x[0-9a-fA-F]+$/.test(parsed.data.balance)) return undefined
  const { address, balance, type, metadata } = parsed.data
  if (!Number.isInteger(metadata.decimals) || metadata.decimals < 0) return undefined
  return {
    name: metadata.name,
    symbol: metadata.symbol,
    chainId: caipNetworkId,
    address: type === 'NATIVE' ? undefined : `${caipNetworkId}:${address}`,
    value: metadata.value,
    price: metadata.price ?? 0,
    quantity: {
      decimals: String(metadata.decimals),
      numeric: formatUnits(BigInt(balance), metadata.decimals),
    },
    iconUrl: metadata.iconUrl ?? '',
  }
}
