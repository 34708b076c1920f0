import { STORAGE_KEY_PREFIX } from '@openappkit/common/constants'
import { AppKitError, toAppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { KeyValueStorage } from '../../platform/services/types.ts'
import type { AdapterEmitter } from '../create-adapter-emitter.ts'
import { browserLocalStorage } from '../stored-connector.ts'

export type CreateAdapterSessionParameters = {
  /** Names the remembered disconnect in storage (`ethers`, `solana`...). */
  name: string
  /** The adapter's emitter: the session emits `disconnect` on it. */
  emitter: AdapterEmitter
  /** The adapter's networks as they are now (the site's, of its namespace). */
  networks(): readonly CaipNetwork[]
  /** Where a disconnect is remembered, so a reload does not reconnect; `localStorage`. */
  storage?: KeyValueStorage | undefined
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
 * this owns which one is connected and the memory of a disconnect across reloads.
 */
export type AdapterSession<TWallet, TState extends object> = {
  readonly emitter: AdapterEmitter
  /** The adapter's networks (the site's, of its namespace). */
  networks(): readonly CaipNetwork[]
  networkOf(chainId: unknown): CaipNetwork | undefined
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
  /**
   * Stops watching the wallet and closes the emitter. Listeners only: the wallet stays
   * authorized, so a new adapter reconnects without a prompt.
   */
  destroy(): void
}

export function createAdapterSession<TWallet, TState extends object>(
  parameters: CreateAdapterSessionParameters,
): AdapterSession<TWallet, TState> {
  const { emitter, networks } = parameters
  const storage = parameters.storage ?? browserLocalStorage()
  const disconnectedKey = `${STORAGE_KEY_PREFIX}${parameters.name}.disconnected`
  const toError = parameters.toError ?? toAppKitError
  let session: AdapterSessionOf<TWallet, TState> | undefined
  let stopWatching: () => void = () => undefined
  // Set by destroy(): a connect still in flight then opens its session without a watcher.
  let destroyed = false

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
    networks,
    networkOf: (chainId) => networks().find((network) => String(network.id) === String(chainId)),
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
