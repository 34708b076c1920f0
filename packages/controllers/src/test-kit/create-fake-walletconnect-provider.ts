import type { WalletConnectEip1193Provider } from '../adapter/types.ts'

/** The fake's handles: the provider, a way to fire its events, and its listener count. */
export type FakeWalletConnectProvider = {
  provider: WalletConnectEip1193Provider
  fire(event: string, value: unknown): void
  listenerCount(): number
}

/**
 * A WalletConnect provider whose session approved `accounts` (CAIP-10), for unit tests of what
 * listens to it (adapters' events and `destroy()`); requests answer nothing.
 */
export function createFakeWalletConnectProvider(
  accounts: readonly string[],
): FakeWalletConnectProvider {
  const listeners = new Map<string, Set<(...values: never[]) => void>>()
  const fire = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value as never)
  }
  const provider: WalletConnectEip1193Provider = {
    isWalletConnect: true,
    request: async () => undefined,
    connect: async () => [...accounts],
    getSessionAccounts: async () => [...accounts],
    requestOnChain: async () => '0x',
    disconnect: async () => fire('disconnect', undefined),
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  const listenerCount = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0)
  return { provider, fire, listenerCount }
}
