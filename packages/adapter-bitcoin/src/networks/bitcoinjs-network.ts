import { type Network, networks } from 'bitcoinjs-lib'
import type { BitcoinNetworkName } from './bitcoin-networks.ts'

// Apart from bitcoin-networks.ts: bitcoinjs-lib loads with the chain code, not on first paint.

/** bitcoinjs-lib's parameters (address prefixes) of a network. */
export function bitcoinjsNetwork(name: BitcoinNetworkName): Network {
  return name === 'mainnet'
    ? networks.bitcoin
    : name === 'testnet'
      ? networks.testnet
      : networks.regtest
}
