import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import type {
  AdapterConnectReturnType,
  AdapterSwitchNetworkParameters,
  ChainAdapter,
  ChainId,
} from '../types.ts'
import type { AdapterSession } from './create-adapter-session.ts'

/**
 * The network an adapter's requests go to, for chain families whose wallets have no chain of
 * their own to switch (Solana, Bitcoin): the dapp chooses, the wallet signs for it.
 */
export type SelectedNetwork = {
  /** The chosen network, else the adapter's first; `AT_LEAST_ONE_NETWORK_REQUIRED` when none. */
  active(): CaipNetwork
  /** Chooses the adapter's network of `chainId`; an unknown id keeps the current choice. */
  select(chainId: ChainId | undefined): void
  /** ChainAdapter's `switchNetwork`: chooses the network and emits `chainChanged`. */
  switchNetwork(parameters: AdapterSwitchNetworkParameters): Promise<void>
}

export function createSelectedNetwork(
  session: Pick<AdapterSession<unknown, object>, 'emitter' | 'networkOf' | 'networks' | 'wrap'>,
): SelectedNetwork {
  let selected: CaipNetwork | undefined
  return {
    active() {
      const network = selected ?? session.networks()[0]
      if (!network) throw new AppKitError('AT_LEAST_ONE_NETWORK_REQUIRED')
      return network
    },
    select(chainId) {
      selected = session.networkOf(chainId) ?? selected
    },
    switchNetwork: ({ caipNetwork }) =>
      session.wrap(async () => {
        const network = session.networkOf(caipNetwork.id)
        if (!network) throw new AppKitError('NETWORK_NOT_FOUND')
        selected = network
        session.emitter.emit('chainChanged', { chainId: network.id })
      }),
  }
}

/** A wallet that is asked for its accounts, silently or not, and signs for any network. */
export type SelectedNetworkWallet<TAccount> = {
  /** The wallet's accounts; `silent` never prompts and answers none when not authorized. */
  connect(silent: boolean): Promise<readonly TAccount[]>
  disconnect(): Promise<void>
}

export type SelectedNetworkConnectionParameters<TWallet, TAccount> = {
  /** The wallet behind a connector id (`CONNECTOR_NOT_FOUND` when there is none). */
  walletOf(id: string): TWallet | Promise<TWallet>
  /** Opens the session on the selected network: the adapter's reply to connect and reconnect. */
  open(
    id: string,
    wallet: TWallet,
    accounts: readonly TAccount[],
  ): Promise<AdapterConnectReturnType>
}

/** ChainAdapter's connect, reconnect, disconnect and switchNetwork for such wallets. */
export function selectedNetworkConnection<
  TWallet extends SelectedNetworkWallet<TAccount>,
  TAccount,
>(
  session: AdapterSession<TWallet, object>,
  selection: SelectedNetwork,
  parameters: SelectedNetworkConnectionParameters<TWallet, TAccount>,
): Pick<ChainAdapter, 'connect' | 'disconnect' | 'reconnect' | 'switchNetwork'> {
  const { walletOf, open } = parameters
  return {
    connect: ({ id, chainId }) =>
      session.wrap(async () => {
        const wallet = await walletOf(id)
        selection.select(chainId)
        return open(id, wallet, await wallet.connect(false))
      }),
    reconnect: ({ id, chainId }) =>
      session.reconnect(id, async () => {
        const wallet = await walletOf(id)
        const accounts = await wallet.connect(true)
        if (accounts.length === 0) return undefined
        selection.select(chainId)
        return open(id, wallet, accounts)
      }),
    disconnect: (options = {}) => session.disconnect(options.id, (wallet) => wallet.disconnect()),
    switchNetwork: selection.switchNetwork,
  }
}
