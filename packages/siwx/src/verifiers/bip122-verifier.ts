import type { SIWXSession } from '@openappkit/controllers'
import { SIWXVerifier } from './siwx-verifier.ts'

/** The Bitcoin networks by CAIP-2 reference (the first 16 bytes of the genesis block hash). */
const NETWORKS_BY_REFERENCE: Record<string, 'mainnet' | 'testnet' | 'regtest'> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet',
  '00000008819873e925422c1ff0f99f7c': 'testnet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

/**
 * Verifies Bitcoin sign-in: BIP-322 (simple and full) and legacy signmessage signatures. A
 * signature cannot name a network, so the address's own encoding must match the message's.
 */
export class BIP122Verifier extends SIWXVerifier {
  readonly chainNamespace = 'bip122'

  async verify(session: SIWXSession): Promise<boolean> {
    const [{ verifyBitcoinMessage }, { decodeBitcoinAddress }] = await Promise.all([
      import('./bip122/verify-bitcoin-message.ts'),
      import('./bip122/address.ts'),
    ])
    const network = NETWORKS_BY_REFERENCE[session.data.chainId.slice('bip122:'.length)]
    const address = decodeBitcoinAddress(session.data.accountAddress)
    if (!network || !address?.networks.includes(network)) return false
    return verifyBitcoinMessage({
      address: session.data.accountAddress,
      message: session.message,
      signature: session.signature,
    })
  }
}
