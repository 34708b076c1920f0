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
import type { LazySessionCode } from '../lazy-session-code.ts'
import {
  type ClassicWalletAdapter,
  isUsableClassicWallet,
  toClassicSolanaWallet,
} from './classic-wallet.ts'
import { discoverStandardWallets } from './discover-standard-wallets.ts'
import type { SolanaWallet } from './solana-wallet.ts'

/** Every way the Solana adapter reaches a wallet, kept current. */
export type SolanaWallets = {
  /** The connectors of the wallets usable now, on `networks`. */
  connectors(networks: readonly CaipNetwork[]): Connector[]
  /** The wallet behind connector `id`; rejects with CONNECTOR_NOT_FOUND. */
  walletOf(id: string): Promise<SolanaWallet>
  /** Offers the site's WalletConnect session as a wallet too. */
  setWalletConnectProvider(provider: WalletConnectEip1193Provider): void
  /** Offers the embedded wallet (email and social login) as the AUTH connector. */
  setEmbeddedWalletProvider(provider: EmbeddedWalletEip1193Provider): void
  stop(): void
}

/** A wallet offered through a provider the site gives, built from the session code on first use. */
type OfferedWallet = {
  build(code: Awaited<ReturnType<LazySessionCode>>): SolanaWallet
  wallet?: SolanaWallet
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
 * `onChange` runs when the set changes. The WalletConnect and embedded wallets are built from the
 * session code when first asked for (listing them needs only their provider).
 */
export function createSolanaWallets(
  classic: readonly ClassicWalletAdapter[],
  onChange: () => void,
  sessionCode: LazySessionCode,
): SolanaWallets {
  const discovery = discoverStandardWallets(onChange)
  const classicWallets = new Map(
    classic.map((item) => [item.name, toClassicSolanaWallet(item)] as const),
  )
  let walletConnect: OfferedWallet | undefined
  let embedded: OfferedWallet | undefined
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
    async walletOf(id) {
      if (id === WALLET_CONNECT_CONNECTOR_ID || id === AUTH_CONNECTOR_ID) {
        const entry = id === WALLET_CONNECT_CONNECTOR_ID ? walletConnect : embedded
        if (!entry) throw new AppKitError('CONNECTOR_NOT_FOUND', { params: { id } })
        const code = await sessionCode()
        // Built once per provider: the adapter tells its session's wallet by identity.
        entry.wallet ??= entry.build(code)
        return entry.wallet
      }
      const wallet = discovery.wallets.get(id) ?? classicWallets.get(id)
      if (!wallet) throw new AppKitError('CONNECTOR_NOT_FOUND', { params: { id } })
      return wallet
    },
    setWalletConnectProvider(provider) {
      walletConnect = { build: (code) => code.toWalletConnectSolanaWallet(provider) }
      onChange()
    },
    setEmbeddedWalletProvider(provider) {
      embedded = { build: (code) => code.toEmbeddedSolanaWallet(provider) }
      onChange()
    },
    stop: () => discovery.stop(),
  }
}
