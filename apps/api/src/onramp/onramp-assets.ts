import { badRequest } from '../errors/index.ts'
import { NATIVE_PRICE_KEY } from '../prices/index.ts'
import type { ApiContext } from '../server/api-context.ts'

/** An asset on one network, as the on-ramp sells it. */
export type OnRampTarget = {
  assetId: string
  symbol: string
  /** Network symbol (`devnet-31337`, `solana-devnet`). */
  network: string
  displayName: string
  /** Canonical CAIP-2 id. */
  caipNetworkId: string
  namespace: 'eip155' | 'solana'
  /** Contract or mint; undefined for the native currency. */
  tokenAddress: string | undefined
  decimals: number
  /** USD per whole unit. */
  price: number
}

/** Every (asset, network) pair the configuration sells, with decimals and price resolved. */
export function onRampTargets(context: ApiContext): OnRampTarget[] {
  return context.config.onramp.assets.flatMap((asset) =>
    asset.networks.flatMap((network) => {
      const chain = context.chains.find(network.caipNetworkId)
      if (!chain) return []
      const token = network.tokenAddress
        ? context.tokens.find(chain.caipNetworkId, network.tokenAddress)
        : undefined
      if (network.tokenAddress && !token) return []
      return [
        {
          assetId: asset.id,
          symbol: asset.symbol,
          network: network.name,
          displayName: network.displayName,
          caipNetworkId: chain.caipNetworkId,
          namespace: chain.namespace,
          tokenAddress: network.tokenAddress,
          decimals: token?.decimals ?? chain.nativeCurrency.decimals,
          price: context.prices.usd(chain.caipNetworkId, network.tokenAddress ?? NATIVE_PRICE_KEY),
        },
      ]
    }),
  )
}

/** Whether `value` names this network: its symbol, CAIP-2 id or chain reference. */
export function namesNetwork(target: OnRampTarget, value: string): boolean {
  const lower = value.toLowerCase()
  return (
    target.network.toLowerCase() === lower ||
    target.caipNetworkId.toLowerCase() === lower ||
    target.caipNetworkId.split(':')[1]?.toLowerCase() === lower
  )
}

/**
 * The target for an asset id and network; 400 when not sold there. Clients that send the asset's
 * own symbol as `network` (docs/project/behaviour.md §7 calls it the network symbol) get the
 * asset's first network.
 */
export function findOnRampTarget(
  context: ApiContext,
  assetId: string,
  network: string,
): OnRampTarget {
  const sold = onRampTargets(context).filter(
    (candidate) => candidate.assetId.toLowerCase() === assetId.toLowerCase(),
  )
  const target =
    sold.find((candidate) => namesNetwork(candidate, network)) ??
    sold.find((candidate) => candidate.symbol.toLowerCase() === network.toLowerCase())
  if (!target) throw badRequest(`${assetId} is not sold on ${network}`)
  return target
}
