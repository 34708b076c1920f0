import { AppKitError } from '@openappkit/common/errors'
import type { SolanaWallet } from './solana-wallet.ts'

/**
 * A wallet adapter of `@solana/wallet-adapter-*` (`new PhantomWalletAdapter()`...), as the
 * incumbent's `wallets` option takes it; typed by shape, so the adapter does not depend on
 * `@solana/wallet-adapter-base`.
 */
export type ClassicWalletAdapter = {
  readonly name: string
  readonly icon: string
  /** `Installed`, `Loadable`, `NotDetected` or `Unsupported`. */
  readonly readyState: string
  readonly publicKey: { toBase58(): string } | null
  readonly connected?: boolean
  connect(): Promise<void>
  disconnect(): Promise<void>
  /** Connects without a prompt where the wallet trusts the site already. */
  autoConnect?(): Promise<void>
  signMessage?(message: Uint8Array): Promise<Uint8Array>
  /** Takes and returns a web3.js transaction (`never` here, so every adapter's own type fits). */
  signTransaction?(transaction: never): Promise<{ serialize(): Uint8Array }>
  /** An EventEmitter's (the listener is `never` here, so every adapter's own typing fits). */
  on(event: 'connect' | 'disconnect', listener: never): unknown
  off(event: 'connect' | 'disconnect', listener: never): unknown
}

/** Whether the classic adapter can be offered in this page. */
export function isUsableClassicWallet(adapter: ClassicWalletAdapter): boolean {
  return adapter.readyState === 'Installed' || adapter.readyState === 'Loadable'
}

function unsupported(adapter: ClassicWalletAdapter, feature: string): AppKitError {
  return new AppKitError('WALLET_FEATURE_UNSUPPORTED', {
    params: { wallet: adapter.name, feature },
  })
}

/**
 * A classic wallet adapter seen through the calls the Solana adapter makes. Transactions cross
 * as `@solana/web3.js` `VersionedTransaction`s (loaded when the first one is signed); the
 * adapter sends what the wallet signed.
 */
export function toClassicSolanaWallet(adapter: ClassicWalletAdapter): SolanaWallet {
  const addresses = () => (adapter.publicKey ? [adapter.publicKey.toBase58()] : [])
  return {
    name: adapter.name,
    icon: adapter.icon,
    addresses,
    async connect(silent) {
      if (adapter.connected) return addresses()
      if (!silent) await adapter.connect()
      else if (adapter.autoConnect) await adapter.autoConnect().catch(() => undefined)
      return addresses()
    },
    disconnect: () => adapter.disconnect(),
    onChange(listener) {
      const onConnect = () => listener(addresses())
      const onDisconnect = () => listener([])
      adapter.on('connect', onConnect as never)
      adapter.on('disconnect', onDisconnect as never)
      return () => {
        adapter.off('connect', onConnect as never)
        adapter.off('disconnect', onDisconnect as never)
      }
    },
    async signMessage(_address, message) {
      if (!adapter.signMessage) throw unsupported(adapter, 'signMessage')
      return adapter.signMessage(message)
    },
    async signTransaction(_address, transaction) {
      if (!adapter.signTransaction) throw unsupported(adapter, 'signTransaction')
      const { VersionedTransaction } = await import('@solana/web3.js')
      const unsigned = VersionedTransaction.deserialize(transaction)
      const signed = await adapter.signTransaction(unsigned as never)
      return new Uint8Array(signed.serialize())
    },
    canSignAndSend: () => false,
    signAndSendTransaction: () => Promise.reject(unsupported(adapter, 'signAndSendTransaction')),
  }
}
