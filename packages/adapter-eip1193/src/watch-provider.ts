import type { Eip1193Provider } from './eip1193.ts'

export type WatchProviderHandlers = {
  onAccounts(accounts: readonly string[]): void
  onChain(chainId: number): void
  onDisconnect(): void
}

/** Listens to a wallet's EIP-1193 events; returns the function that stops listening. */
export function watchProvider(
  provider: Eip1193Provider,
  handlers: WatchProviderHandlers,
): () => void {
  const onAccounts = (accounts: readonly string[]) =>
    handlers.onAccounts(Array.isArray(accounts) ? accounts : [])
  const onChain = (chainId: string | number) => {
    const next = Number(chainId)
    if (Number.isSafeInteger(next)) handlers.onChain(next)
  }
  // EIP-1193: `disconnect` means every chain is unreachable, not a change of account.
  const onDisconnect = () => handlers.onDisconnect()
  const listeners = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onDisconnect],
  ] as const
  for (const [event, listener] of listeners) provider.on?.(event, listener as never)
  return () => {
    for (const [event, listener] of listeners) provider.removeListener?.(event, listener as never)
  }
}
