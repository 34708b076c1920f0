import { type Network, networks } from 'bitcoinjs-lib'

/** The Bitcoin networks the test wallet serves. */
export type BitcoinNetworkName = 'mainnet' | 'testnet' | 'regtest'

/** How each network is named by the address encoder, CAIP-2, the Wallet Standard and sats-connect. */
export type BitcoinNetworkInfo = {
  /** bitcoinjs-lib's parameters (address prefixes and versions). */
  readonly parameters: Network
  /** CAIP-2 id: `bip122:` and the first 16 bytes of the genesis hash. */
  readonly caipNetworkId: `bip122:${string}`
  /** The Wallet Standard chain (`bitcoin:regtest`...). */
  readonly chain: `bitcoin:${BitcoinNetworkName}`
  /** What `wallet_getNetwork` answers. */
  readonly satsConnectName: 'Mainnet' | 'Testnet' | 'Regtest'
}

const NETWORKS: Record<BitcoinNetworkName, BitcoinNetworkInfo> = {
  mainnet: {
    parameters: networks.bitcoin,
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    chain: 'bitcoin:mainnet',
    satsConnectName: 'Mainnet',
  },
  testnet: {
    parameters: networks.testnet,
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    chain: 'bitcoin:testnet',
    satsConnectName: 'Testnet',
  },
  regtest: {
    parameters: networks.regtest,
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    chain: 'bitcoin:regtest',
    satsConnectName: 'Regtest',
  },
}

/** The names and parameters of a Bitcoin network. */
export function bitcoinNetwork(name: BitcoinNetworkName): BitcoinNetworkInfo {
  // Own keys only: a name from JSON must not reach `toString` and friends.
  return (Object.hasOwn(NETWORKS, name) ? NETWORKS[name] : undefined) as BitcoinNetworkInfo
}
