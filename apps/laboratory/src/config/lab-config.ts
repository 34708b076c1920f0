import { BaseError } from '@openappkit/common'
import { toHttpUrl, toLanguageTag, toOneOf, toWebSocketUrl } from './lab-parameter-guards.ts'

/** Presets the lab can load; later issues add bitcoin... */
export const LAB_PRESETS = [
  'wagmi',
  'ethers',
  'ethers5',
  'universal',
  'solana',
  'multichain',
  'embedded',
  'siwx',
  'siwx-solana',
  'bitcoin',
] as const

/** The EVM presets with a chain library, which find browser wallets (the universal one has none). */
export const INJECTED_PRESETS = [
  'wagmi',
  'ethers',
  'ethers5',
] as const satisfies readonly LabPreset[]

export type InjectedPreset = (typeof INJECTED_PRESETS)[number]

/** The presets whose WalletConnect journey runs in the suite. */
export const WALLETCONNECT_PRESETS = [
  'wagmi',
  'ethers',
  'ethers5',
  'universal',
  'multichain',
] as const satisfies readonly LabPreset[]

export type WalletConnectPreset = (typeof WALLETCONNECT_PRESETS)[number]

/** The presets with the Solana adapter, which find Wallet Standard wallets. */
export const SOLANA_PRESETS = ['solana', 'multichain'] as const satisfies readonly LabPreset[]

export type SolanaPreset = (typeof SOLANA_PRESETS)[number]

/** The presets with the Bitcoin adapter, which find sats-connect and Wallet Standard wallets. */
export const BITCOIN_PRESETS = ['bitcoin', 'multichain'] as const satisfies readonly LabPreset[]

export type BitcoinPreset = (typeof BITCOIN_PRESETS)[number]

export type LabPreset = (typeof LAB_PRESETS)[number]

/** Wallets the lab can bring itself, for people without a browser wallet. */
export const LAB_WALLETS = ['devnet'] as const

export type LabWallet = (typeof LAB_WALLETS)[number]

/**
 * Where WalletConnect runs: `relay`, the run's own relay (`relayUrl`, the default); `network`,
 * the WalletConnect network, configured as the incumbent's docs show (a `projectId`, no
 * `relayUrl`): the page then opens `wss://relay.walletconnect.org`, which tests route to a local
 * relay.
 */
export const LAB_WALLETCONNECT_RELAYS = ['relay', 'network'] as const

export type LabWalletConnectRelay = (typeof LAB_WALLETCONNECT_RELAYS)[number]

/** The WalletConnect project id of the lab's `walletconnect=network` configuration. */
export const LAB_PROJECT_ID = 'openappkit-lab'

/** Sign-in a preset without its own can add: `api`, sessions on this run's api (the embedded preset). */
export const LAB_SIWX = ['api'] as const

export type LabSiwx = (typeof LAB_SIWX)[number]

/** The modal's (and the page's) colour scheme: `?theme=light` or `dark`. */
export const LAB_THEMES = ['light', 'dark'] as const

export type LabTheme = (typeof LAB_THEMES)[number]

/** Where the lab finds the local parts; every URL is one of the person's own services. */
export type LabConfig = {
  preset: LabPreset
  /** Base URL of apps/api; `undefined` (`?api=none`) for a site with no api at all. */
  apiUrl: string | undefined
  /** The WalletConnect relay (apps/relay), `ws://` or `wss://`. */
  relayUrl: string
  /** JSON-RPC URL per devnet chain id (31337, 31338). */
  rpcUrls: { 31337: string; 31338: string }
  /** JSON-RPC URL of the devnet's Solana cluster (the universal and Solana presets offer it). */
  solanaRpcUrl: string
  /** Esplora API of the devnet's Bitcoin regtest (the Bitcoin and multichain presets offer it). */
  bitcoinEsploraUrl: string
  /** `devnet`: the page announces a test wallet holding the devnet's funded keys. */
  wallet?: LabWallet | undefined
  /** `api`: sign-in required, sessions on this run's api (the embedded preset reads it). */
  siwx?: LabSiwx | undefined
  /** The modal's and elements' language (`?locale=es`); the browser's own otherwise. */
  locale?: string | undefined
  /** `network`: WalletConnect on the WalletConnect network by `projectId` (see above). */
  walletConnect?: LabWalletConnectRelay | undefined
  /** The modal's theme mode (`?theme=light`); the kit's default (dark) otherwise. */
  theme?: LabTheme | undefined
}

/** The URLs `bash scripts/lab.sh` starts its services on. */
export const LAB_DEFAULTS = {
  preset: 'wagmi',
  apiUrl: 'http://127.0.0.1:8787',
  relayUrl: 'ws://127.0.0.1:8555',
  rpcUrls: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
  solanaRpcUrl: 'http://127.0.0.1:8899',
  bitcoinEsploraUrl: 'http://127.0.0.1:8094',
} as const satisfies LabConfig

/** A query parameter the lab cannot use. */
export class LabConfigError extends BaseError {
  override name = 'LabConfigError'
}

/**
 * The value of a query parameter after `guard`, `fallback` when it is absent; throws a
 * LabConfigError naming the parameter and what it expects when the guard refuses it.
 */
function read<T>(
  parameter: string,
  value: string | null,
  guard: (value: string) => T | undefined,
  fallback: T,
  expected = 'an http(s) URL',
): T {
  if (value === null) return fallback
  const accepted = guard(value)
  if (accepted !== undefined) return accepted
  throw new LabConfigError(`Invalid lab parameter "${parameter}": expected ${expected}`, {
    details: `got ${JSON.stringify(value)}`,
  })
}

const toPreset = (value: string) => toOneOf(value, LAB_PRESETS)
const toWallet = (value: string) => toOneOf(value, LAB_WALLETS)
const toSiwx = (value: string) => toOneOf(value, LAB_SIWX)
const toWalletConnectRelay = (value: string) => toOneOf(value, LAB_WALLETCONNECT_RELAYS)
const toTheme = (value: string) => toOneOf(value, LAB_THEMES)

/**
 * The lab configuration of a page address: `?preset=wagmi`, with `api`, `relay`, `rpc31337`,
 * `rpc31338`, `rpcSolana` and `esploraBitcoin` overriding the local defaults (tests run the services on free ports).
 */
export function readLabConfig(search: string): LabConfig {
  const parameters = new URLSearchParams(search)
  return {
    preset: read(
      'preset',
      parameters.get('preset'),
      toPreset,
      LAB_DEFAULTS.preset,
      `one of ${LAB_PRESETS.join(', ')}`,
    ),
    apiUrl:
      read<string | null>(
        'api',
        parameters.get('api'),
        (value) => (value === 'none' ? null : toHttpUrl(value)),
        LAB_DEFAULTS.apiUrl,
        'an http(s) URL or none',
      ) ?? undefined,
    relayUrl: read(
      'relay',
      parameters.get('relay'),
      toWebSocketUrl,
      LAB_DEFAULTS.relayUrl,
      'a ws(s) URL',
    ),
    rpcUrls: {
      31337: read('rpc31337', parameters.get('rpc31337'), toHttpUrl, LAB_DEFAULTS.rpcUrls[31337]),
      31338: read('rpc31338', parameters.get('rpc31338'), toHttpUrl, LAB_DEFAULTS.rpcUrls[31338]),
    },
    solanaRpcUrl: read(
      'rpcSolana',
      parameters.get('rpcSolana'),
      toHttpUrl,
      LAB_DEFAULTS.solanaRpcUrl,
    ),
    bitcoinEsploraUrl: read(
      'esploraBitcoin',
      parameters.get('esploraBitcoin'),
      toHttpUrl,
      LAB_DEFAULTS.bitcoinEsploraUrl,
    ),
    wallet: read(
      'wallet',
      parameters.get('wallet'),
      toWallet,
      undefined,
      `one of ${LAB_WALLETS.join(', ')}`,
    ),
    siwx: read('siwx', parameters.get('siwx'), toSiwx, undefined, `one of ${LAB_SIWX.join(', ')}`),
    locale: read('locale', parameters.get('locale'), toLanguageTag, undefined, 'a language tag'),
    walletConnect: read(
      'walletconnect',
      parameters.get('walletconnect'),
      toWalletConnectRelay,
      undefined,
      `one of ${LAB_WALLETCONNECT_RELAYS.join(', ')}`,
    ),
    theme: read(
      'theme',
      parameters.get('theme'),
      toTheme,
      undefined,
      `one of ${LAB_THEMES.join(', ')}`,
    ),
  }
}
