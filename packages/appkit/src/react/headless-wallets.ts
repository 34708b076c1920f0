import { AppKitError } from '@openappkit/common/errors'
import { createState, startConnectAttempt } from '@openappkit/controllers/internal'
import type { WalletListing } from '@openappkit/scaffold-ui'
import type { AppKit } from '../instance/types.ts'
import { listedCustomWallets } from '../options/custom-wallets.ts'
import type { WalletItem } from './to-wallet-items.ts'

/** The headless wallet list's state, one per instance (shared by every hook reading it). */
export type HeadlessWalletsState = {
  /** Custom wallets and, once loaded, the api's wallet catalogue. */
  listings: WalletListing[]
  status: 'idle' | 'loading' | 'ready' | 'error'
  page: number
  query: string
  /** The wallet `connect` is connecting, until it settles. */
  connectingWallet: WalletItem | undefined
  /** A WalletConnect pairing is being made for `connectingWallet`. */
  connectingThroughWalletConnect: boolean
}

const states = new WeakMap<AppKit, HeadlessWalletsState>()

/** The headless wallet state of `instance`, created on first use. */
export function headlessWalletsOf(instance: AppKit): HeadlessWalletsState {
  let state = states.get(instance)
  if (!state) {
    state = createState<HeadlessWalletsState>({
      listings: listedCustomWallets(instance.options),
      status: 'idle',
      page: 1,
      query: '',
      connectingWallet: undefined,
      connectingThroughWalletConnect: false,
    })
    states.set(instance, state)
  }
  return state
}

export type FetchWalletsParameters = { page?: number | undefined; query?: string | undefined }

/**
 * Loads the wallet catalogue once (the api's, or the kit's built-in one without an api) and
 * selects the page and search of the WalletConnect wallet list.
 */
export async function fetchWallets(
  instance: AppKit,
  { page = 1, query = '' }: FetchWalletsParameters = {},
): Promise<void> {
  const state = headlessWalletsOf(instance)
  state.page = page
  state.query = query
  if (state.status === 'loading' || state.status === 'ready') return
  state.status = 'loading'
  try {
    const { loadWalletCatalogue } = await import('../options/load-wallet-catalogue.ts')
    const catalogue = await loadWalletCatalogue(instance.options, instance.core)
    const known = new Set(state.listings.map((wallet) => wallet.id))
    state.listings = [...state.listings, ...catalogue.filter((wallet) => !known.has(wallet.id))]
    state.status = 'ready'
  } catch (error) {
    state.status = 'error'
    instance.core.services.logger.warn('wallet catalogue unavailable', error)
  }
}

/**
 * Connects `wallet` without opening the modal: through its own connector on `namespace` (the
 * active one when it has one there), else through WalletConnect, whose pairing URI the hook
 * then shows as `wcUri`. Throws what the connect flow throws (`Connection rejected`...).
 */
export async function connectWallet(
  instance: AppKit,
  wallet: WalletItem,
  namespace = instance.core.state.chains.activeChain,
): Promise<void> {
  const { core } = instance
  const state = headlessWalletsOf(instance)
  const own =
    wallet.connectors.find((connector) => connector.chain === namespace) ??
    (namespace === undefined ? wallet.connectors[0] : undefined)
  const walletConnect = core.state.connectors.allConnectors.find(
    (connector) =>
      connector.type === 'WALLET_CONNECT' &&
      (namespace === undefined || connector.chain === namespace),
  )
  const target = own ?? walletConnect
  if (!target) throw new AppKitError('CONNECTOR_NOT_FOUND', { params: { id: wallet.id } })
  state.connectingWallet = wallet
  state.connectingThroughWalletConnect = !own
  // A pairing URI is single-use: the hook shows none until this attempt's arrives.
  if (!own) instance.resetWalletConnectUri()
  try {
    // The same attempt the modal shows: a second call while it runs prompts the wallet once.
    await startConnectAttempt(core, { connectorId: target.id, namespace: target.chain })
  } finally {
    state.connectingWallet = undefined
    state.connectingThroughWalletConnect = false
  }
}
