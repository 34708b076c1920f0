import { getWallets } from '@wallet-standard/app'
import { isSolanaWallet, type SolanaWallet, toSolanaWallet } from './solana-wallet.ts'

/** Solana wallets registered with the Wallet Standard, by name, kept current. */
export type StandardWalletDiscovery = {
  readonly wallets: ReadonlyMap<string, SolanaWallet>
  /** Stops listening for registrations. */
  stop(): void
}

/**
 * Watches the page's Wallet Standard registry (`@wallet-standard/app`): every wallet with
 * `standard:connect`, a Solana signing feature and a solana chain, whenever it registers.
 */
export function discoverStandardWallets(onChange: () => void): StandardWalletDiscovery {
  const registry = getWallets()
  const wallets = new Map<string, SolanaWallet>()
  const sync = () => {
    const next = new Map(
      registry
        .get()
        .filter(isSolanaWallet)
        .map(
          (wallet) => [wallet.name, wallets.get(wallet.name) ?? toSolanaWallet(wallet)] as const,
        ),
    )
    wallets.clear()
    for (const [name, wallet] of next) wallets.set(name, wallet)
  }
  sync()
  const stops = [
    registry.on('register', () => {
      sync()
      onChange()
    }),
    registry.on('unregister', () => {
      sync()
      onChange()
    }),
  ]
  return {
    wallets,
    stop: () => {
      for (const stop of stops) stop()
    },
  }
}
