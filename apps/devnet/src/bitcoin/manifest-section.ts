import { toHex } from './bytes.ts'
import { BITCOIN_DEVNET_CAIP_NETWORK_ID, BITCOIN_DEVNET_NAME } from './constants.ts'
import type { BitcoinEsplora } from './start-bitcoin-esplora.ts'

/** The manifest's `bitcoin` section for a running regtest (shape of the devnet contract). */
export function bitcoinManifestSection(esplora: BitcoinEsplora) {
  return {
    name: BITCOIN_DEVNET_NAME,
    network: 'regtest' as const,
    caipNetworkId: BITCOIN_DEVNET_CAIP_NETWORK_ID,
    esploraUrl: esplora.esploraUrl,
    accounts: esplora.fixtures.accounts.map((account) => ({
      privateKey: toHex(account.privateKey),
      payment: { address: account.payment.address, publicKey: toHex(account.publicKey) },
      ordinal: { address: account.ordinal.address, publicKey: toHex(account.ordinal.internalKey) },
    })),
  }
}
