import type { ChainNamespace } from '@openappkit/common/caip'
import { STORAGE_KEY_PREFIX } from '@openappkit/common/constants'
import { AppKitError, toAppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { KeyValueStorage } from '../../platform/services/types.ts'
import type { Connector } from '../../state/connector/types.ts'
import { type AdapterEmitter, createAdapterEmitter } from '../create-adapter-emitter.ts'
import { browserLocalStorage } from '../stored-connector.ts'

export type CreateAdapterSessionParameters = {
  /** The namespace the adapter serves: the site's networks of other namespaces are dropped. */
  namespace: ChainNamespace
  /** Names the remembered disconnect in storage (`ethers`, `solana`...). */
  name: string
  networks?: readonly CaipNetwork[] | undefined
  /** Where a disconnect is remembered, so a reload does not reconnect; `localStorage`. */
  storage?: KeyValueStorage | undefined
  /** The adapter's connectors as they are now; announced whenever they may have changed. */
  connectors(): Connector[]
  /** Turns what a wallet threw into a catalogue error (default: `toAppKitError`). */
  toError?: ((error: unknown) => AppKitError) | undefined
}

/** The connected wallet: its connector id, the adapter's handle on it, and the adapter's own state. */
export type AdapterSessionOf<TWallet, TState extends object> = TState & {
  id: string
  readonly wallet: TWallet
}

export type OpenSessionParameters<TWallet, TState extends object> = {
  id: string
  wallet: TWallet
  state: TState
  /** Follows the wallet's own events; returns the function that stops following them. */
  watch(wallet: TWallet): () => void
}

/**
 * What every adapter's connection lifecycle shares, written once: the adapter talks to wallets,
 * this owns which one is connected, the memory of a disconnect across reloads, the events and
 * the networks of the adapter's namespace.
 */
export type AdapterSession<TWallet, TState extends object> = {
  readonly emitter: AdapterEmitter
  /** The adapter's networks (the site's, of its namespace). */
  networks(): readonly CaipNetwork[]
  networkOf(chainId: unknown): CaipNetwork | undefined
  /** ChainAdapter's `setNetworks`: keeps the namespace's networks and announces the connectors. */
  setNetworks(next: readonly CaipNetwork[]): void
  /** Emits the current connectors. */
  announce(): void
  current(): AdapterSessionOf<TWallet, TState> | undefined
  /** The session, or `NO_WALLET_CONNECTED`. */
  require(): AdapterSessionOf<TWallet, TState>
  /**
   * Makes `wallet` the connected one and forgets a remembered disconnect. The same wallet again
   * keeps its watcher and takes the new state; after `destroy()` nothing is watched.
   */
  open(
    parameters: OpenSessionParameters<TWallet, TState>,
  ): Promise<AdapterSessionOf<TWallet, TState>>
  /** Drops the session and emits `disconnect` (the wallet ended it, or the visitor did). */
  end(): void
  /** Runs an action, its failures as catalogue errors. */
  wrap<TResult>(action: () => Promise<TResult>): Promise<TResult>
  /** ChainAdapter's `reconnect` around `attempt`: nothing when the visitor disconnected `id`. */
  reconnect<TResult>(
    id: string,
    attempt: () => Promise<TResult | undefined>,
  ): Promise<TResult | undefined>
  /**
   * ChainAdapter's `disconnect`: remembers it (a reload does not reconnect), ends the session,
   * then lets the adapter release the wallet (revoke, or the wallet's own disconnect).
   */
  disconnect(id: string | undefined, release?: (wallet: TWallet) => Promise<unknown>): Promise<void>
  /** Listeners only: the wallet stays authorized, so a new adapter reconnects without a prompt. */
  destroy(): void
}

export function createAdapterSession<TWallet, TState extends object>(
  parameters: CreateAdapterSessionParameters,
): AdapterSession<TWallet, TState> {
  const { namespace } = parameters
  const ofNamespace = (list: readonly CaipNetwork[]) =>
    list.filter((network) => network.chainNamespace === namespace)
  let networks = ofNamespace(parameters.networks ?? [])
  const storage = parameters.storage ?? browserLocalStorage()
  const disconnectedKey = `${STORAGE_KEY_PREFIX}${parameters.name}.disconnected`
  const toError = parameters.toError ?? toAppKitError
  const emitter = createAdapterEmitter()
  let session: AdapterSessionOf<TWallet, TState> | undefined
  let stopWatching: () => void = () => undefined
  // Set by destroy(): a connect still in flight then opens its session without a watcher.
  let destroyed = false

  const announce = () => emitter.emit('connectors', { connectors: parameters.connectors() })
  const end = () => {
    const ended = session
    if (!ended) return
    stopWatching()
    session = undefined
    emitter.emit('disconnect', { connectorId: ended.id })
  }
  const wrap = async <TResult>(action: () => Promise<TResult>): Promise<TResult> => {
    try {
      return await action()
    } catch (error) {
      throw toError(error)
    }
  }

  return {
    emitter,
    networks: () => networks,
    networkOf: (chainId) => networks.find((network) => String(network.id) === String(chainId)),
    setNetworks(next) {
      networks = ofNamespace(next)
      announce()
    },
    announce,
    current: () => session,
    require() {
      if (!session) throw new AppKitError('NO_WALLET_CONNECTED')
      return session
    },
    async open({ id, wallet, state, watch }) {
      if (session?.wallet === wallet) {
        Object.assign(session, state, { id })
      } else {
        stopWatching()
        session = { ...state, id, wallet }
        stopWatching = destroyed ? () => undefined : watch(wallet)
      }
      const opened = session
      await storage?.removeItem(disconnectedKey)
      return opened
    },
    end,
    wrap,
    reconnect: (id, attempt) =>
      wrap(async () => ((await storage?.getItem(disconnectedKey)) === id ? undefined : attempt())),
    disconnect: (id, release) =>
      wrap(async () => {
        const ended = session
        const remembered = id ?? ended?.id
        if (remembered) await storage?.setItem(disconnectedKey, remembered)
        end()
        if (ended && release) await release(ended.wallet)
      }),
    destroy() {
      destroyed = true
      stopWatching()
      session = undefined
      emitter.close()
    },
  }
}
