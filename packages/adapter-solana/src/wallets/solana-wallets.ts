import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import {
  AUTH_CONNECTOR_ID,
  authConnector,
  type Connector,
  type EmbeddedWalletEip1193Provider,
  type WalletConnectEip1193Provider,
  walletConnectConnector,
} from '@openappkit/controllers'
import {
  type ClassicWalletAdapter,
  isUsableClassicWallet,
  toClassicSolanaWallet,
} from './classic-wallet.ts'
import { discoverStandardWallets } from './discover-standard-wallets.ts'
import { toEmbeddedSolanaWallet } from './embedded-wallet.ts'
import type { SolanaWallet } from './solana-wallet.ts'
import { toWalletConnectSolanaWallet } from './walletconnect-wallet.ts'

/** Every way the Solana adapter reaches a wallet, kept current. */
export type SolanaWallets = {
  /** The connectors of the wallets usable now, on `networks`. */
  connectors(networks: readonly CaipNetwork[]): Connector[]
  /** The wallet behind connector `id`; throws CONNECTOR_NOT_FOUND. */
  walletOf(id: string): SolanaWallet
  /** Offers the site's WalletConnect session as a wallet too. */
  setWalletConnectProvider(provider: WalletConnectEip1193Provider): void
  /** Offers the embedded wallet (email and social login) as the AUTH connector. */
  setEmbeddedWalletProvider(provider: EmbeddedWalletEip1193Provider): void
  stop(): void
}

function toConnector(wallet: SolanaWallet, networks: readonly CaipNetwork[]): Connector {
  return {
    id: wallet.name,
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: 'solana',
    chains: [...networks],
    imageUrl: wallet.icon,
  }
}

/**
 * The Wallet Standard wallets registered in the page (by name), the integrator's classic wallet
 * adapters that are ready and not also registered under that name, and WalletConnect once given.
 * `onChange` runs when the set changes.
 */
export function createSolanaWallets(
  classic: readonly ClassicWalletAdapter[],
  onChange: () => void,
): SolanaWallets {
  const discovery = discoverStandardWallets(onChange)
  const classicWallets = new Map(
    classic.map((item) => [item.name, toClassicSolanaWallet(item)] as const),
  )
  let walletConnect: SolanaWallet | undefined
  let embedded: SolanaWallet | undefined
  const readyClassic = () =>
    classic
      .filter((item) => isUsableClassicWallet(item) && !discovery.wallets.has(item.name))
      .map((item) => classicWallets.get(item.name) as SolanaWallet)
  return {
    connectors: (networks) => [
      ...[...discovery.wallets.values(), ...readyClassic()].map((item) =>
        toConnector(item, networks),
      ),
      ...(walletConnect ? [walletConnectConnector('solana', networks)] : []),
      ...(embedded ? [authConnector('solana', networks)] : []),
    ],
    walletOf(id) {
      const wallet =
        id === WALLET_CONNECT_CONNECTOR_ID
          ? walletConnect
          : id === AUTH_CONNECTOR_ID
            ? embedded
            : (discovery.wallets.get(id) ?? classicWallets.get(id))
      if (!wallet) throw new AppKitError('CONNECTOR_NOT_FOUND', { params: { id } })
      return wallet
    },
    setWalletConnectProvider(provider) {
      walletConnect = toWalletConnectSolanaWallet(provider)
      onChange()
    },
    setEmbeddedWalletProvider(provider) {
      embedded = toEmbeddedSolanaWallet(provider)
      onChange()
    },
    stop: () => discovery.stop(),
  }
}
