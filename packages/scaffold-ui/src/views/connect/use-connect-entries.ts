import type { Connector } from '@openappkit/controllers'
import { useMemo } from 'react'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { buildAllWalletsEntries } from '../../wallets/build-all-wallets-entries.ts'
import { buildConnectEntries } from '../../wallets/build-connect-entries.ts'
import type { WalletListing } from '../../wallets/types.ts'
import { useWalletList } from '../../wallets/use-wallet-list.ts'

/** The Connect view's wallet rows, the size of the full list, and the list's loading state. */
export function useConnectEntries() {
  const { options } = useModalContext()
  const connectors = useAppState('connectors')
  const { activeChain } = useAppState('chains')
  const { features } = useAppState('options')
  const list = useWalletList()
  const allConnectors = connectors.allConnectors as readonly Connector[]
  const recentWallets = connectors.recentWallets
  const listing = list.wallets as readonly WalletListing[]
  const order = features.connectorTypeOrder
  const entries = useMemo(
    () =>
      buildConnectEntries({
        connectors: allConnectors,
        recentWallets,
        listing,
        featuredWalletIds: options.featuredWalletIds,
        customWallets: options.customWallets,
        order,
        activeChain,
        connectorImages: options.connectorImages,
      }),
    [allConnectors, recentWallets, listing, order, activeChain, options],
  )
  const total = useMemo(
    () =>
      buildAllWalletsEntries({
        connectors: allConnectors,
        listing,
        customWallets: options.customWallets,
        activeChain,
      }).length,
    [allConnectors, listing, activeChain, options],
  )
  const hasAuthConnector = allConnectors.some((connector) => connector.type === 'AUTH')
  return { entries, total, list, hasAuthConnector }
}
