import type { CaipNetwork } from '@openappkit/common/networks'

/** The Bitcoin networks a wallet can be on, by CAIP-2 reference. */
export type BitcoinNetworkName = 'mainnet' | 'testnet' | 'regtest'

const NAMES_BY_REFERENCE: Readonly<Record<string, BitcoinNetworkName>> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

// Public Esplora instances for the public networks; the integrator's own in `esploraUrls` wins.
const PUBLIC_ESPLORA_URLS: Readonly<Partial<Record<BitcoinNetworkName, string>>> = {
  mainnet: 'https://mempool.space/api',
  testnet: 'https://mempool.space/testnet/api',
}

/** mainnet, testnet or regtest for a bip122 network; `undefined` for any other chain. */
export function bitcoinNetworkName(network: CaipNetwork): BitcoinNetworkName | undefined {
  return NAMES_BY_REFERENCE[String(network.id)]
}

/** The Wallet Standard chain id (`bitcoin:regtest`...) of a network. */
export function walletStandardChain(name: BitcoinNetworkName): `bitcoin:${BitcoinNetworkName}` {
  return `bitcoin:${name}`
}

/**
 * The Esplora API of a network: the integrator's, else the public one (mainnet, testnet), else the
 * network's own URL (the devnet's regtest serves Esplora there).
 */
export function esploraUrlOf(
  network: CaipNetwork,
  esploraUrls: Readonly<Record<string, string>> | undefined,
): string | undefined {
  const name = bitcoinNetworkName(network)
  const url =
    esploraUrls?.[network.caipNetworkId] ??
    (name ? PUBLIC_ESPLORA_URLS[name] : undefined) ??
    network.rpcUrls.default.http[0]
  return url?.replace(/\/+$/, '')
}
