import type { ChainNamespace } from '@openappkit/common/caip'
import { getStateSnapshot, subscribeState } from '@openappkit/controllers/internal'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useAppKitInstance } from './app-kit-context.tsx'
import {
  connectWallet,
  type FetchWalletsParameters,
  fetchWallets as fetchHeadlessWallets,
  headlessWalletsOf,
} from './headless-wallets.ts'
import { listingItem, toWalletItems, type WalletItem } from './to-wallet-items.ts'
import { useAppKitState } from './use-app-kit-state.ts'
import { useCoreState } from './use-core-state.ts'
import { useStableValue } from './use-stable-value.ts'

export type { WalletItem } from './to-wallet-items.ts'

/** WalletConnect wallets per page of `wcWallets` (the incumbent's page size). */
export const WALLETS_PAGE_SIZE = 40

export type UseAppKitWalletsReturnType = {
  /** The wallets the Connect view offers: recent, installed, featured, then top listings. */
  wallets: WalletItem[]
  /** WalletConnect wallets of the catalogue, pages 1 to `page`, matching the last query. */
  wcWallets: WalletItem[]
  isFetchingWallets: boolean
  /** A WalletConnect pairing URI is being made for `connectingWallet`. */
  isFetchingWcUri: boolean
  /** The instance restored its session and lists its connectors. */
  isInitialized: boolean
  /** The pairing URI to draw as a QR code (or open in the wallet's app). */
  wcUri: string | undefined
  connectingWallet: WalletItem | undefined
  page: number
  /** How many WalletConnect wallets match the last query. */
  count: number
  fetchWallets: (parameters?: FetchWalletsParameters) => Promise<void>
  /** Connects a wallet without opening the modal. */
  connect: (wallet: WalletItem, namespace?: ChainNamespace) => Promise<void>
  resetWcUri: () => void
}

const readNothing = () => undefined

/**
 * The wallet list and connection flow of the Connect view without the modal (the incumbent's
 * headless `useAppKitWallets`): render your own wallet picker and QR code over it.
 */
export function useAppKitWallets(): UseAppKitWalletsReturnType {
  const instance = useAppKitInstance()
  const state = headlessWalletsOf(instance)
  const headless = useSyncExternalStore(
    useCallback((onChange: () => void) => subscribeState(state, onChange), [state]),
    useCallback(() => getStateSnapshot(state), [state]),
    readNothing,
  )
  const wcUri = useSyncExternalStore(
    instance.subscribeWalletConnectUri,
    instance.getWalletConnectUri,
    readNothing,
  )
  const connectors = useCoreState(instance, 'connectors')
  const { initialized } = useAppKitState()
  const listings = headless?.listings
  const { featuredWalletIds } = instance.options
  const wallets = useStableValue(
    useMemo(
      () =>
        connectors && listings ? toWalletItems({ connectors, listings, featuredWalletIds }) : [],
      [connectors, listings, featuredWalletIds],
    ),
  )
  const page = headless?.page ?? 1
  const query = (headless?.query ?? '').trim().toLowerCase()
  const matching = useMemo(
    () =>
      (listings ?? []).filter((listing) => !query || listing.name.toLowerCase().includes(query)),
    [listings, query],
  )
  const wcWallets = useMemo(
    () => matching.slice(0, page * WALLETS_PAGE_SIZE).map((listing) => listingItem(listing)),
    [matching, page],
  )
  const fetchWallets = useCallback(
    (parameters?: FetchWalletsParameters) => fetchHeadlessWallets(instance, parameters),
    [instance],
  )
  const connect = useCallback(
    (wallet: WalletItem, namespace?: ChainNamespace) => connectWallet(instance, wallet, namespace),
    [instance],
  )
  const resetWcUri = useCallback(() => {
    instance.resetWalletConnectUri()
    headlessWalletsOf(instance).connectingWallet = undefined
  }, [instance])
  const connectingWallet = headless?.connectingWallet as WalletItem | undefined
  return {
    wallets,
    wcWallets,
    isFetchingWallets: headless?.status === 'loading',
    isFetchingWcUri: Boolean(headless?.connectingThroughWalletConnect) && wcUri === undefined,
    isInitialized: initialized,
    wcUri,
    connectingWallet,
    page,
    count: matching.length,
    fetchWallets,
    connect,
    resetWcUri,
  }
}
