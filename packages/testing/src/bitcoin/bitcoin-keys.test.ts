import { address as addressCodec, networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import {
  BIP322_VECTOR_KEY,
  BIP322_VECTOR_P2TR,
  BIP322_VECTOR_P2WPKH,
} from '../../test/bitcoin-fixtures.ts'
import { TestKitError } from '../errors/test-kit-error.ts'
import { bitcoinKeyAccount } from './bitcoin-keys.ts'
import { bitcoinNetwork } from './bitcoin-networks.ts'

// The same witness program under another network's bech32 prefix.
function withPrefix(address: string, prefix: string): string {
  const { data, version } = addressCodec.fromBech32(address)
  return addressCodec.toBech32(data, version, prefix)
}

describe('bitcoinKeyAccount', () => {
  it("gives BIP-322's P2WPKH and BIP-86 P2TR addresses of its vector key on mainnet", () => {
    const account = bitcoinKeyAccount(BIP322_VECTOR_KEY, networks.bitcoin)
    expect(account.payment).toMatchObject({
      address: BIP322_VECTOR_P2WPKH,
      purpose: 'payment',
      addressType: 'p2wpkh',
      publicKey: '02c7f12003196442943d8588e01aee840423cc54fc1521526a3b85c2b0cbd58872',
    })
    expect(account.ordinal).toMatchObject({
      address: BIP322_VECTOR_P2TR,
      purpose: 'ordinals',
      addressType: 'p2tr',
      // The x-only internal key, untweaked: the payment key without its parity byte.
      publicKey: 'c7f12003196442943d8588e01aee840423cc54fc1521526a3b85c2b0cbd58872',
    })
  })

  it.each([
    ['testnet', 'tb'],
    ['regtest', 'bcrt'],
  ] as const)('encodes the same programs for %s with the %s prefix', (name, prefix) => {
    const account = bitcoinKeyAccount(BIP322_VECTOR_KEY, bitcoinNetwork(name).parameters)
    expect(account.payment.address).toBe(withPrefix(BIP322_VECTOR_P2WPKH, prefix))
    expect(account.ordinal.address).toBe(withPrefix(BIP322_VECTOR_P2TR, prefix))
  })

  it('accepts a 0x prefix and refuses a key that is not 32 bytes of hex', () => {
    const plain = bitcoinKeyAccount(BIP322_VECTOR_KEY, networks.regtest)
    expect(bitcoinKeyAccount(`0x${BIP322_VECTOR_KEY}`, networks.regtest).payment.address).toBe(
      plain.payment.address,
    )
    expect(() => bitcoinKeyAccount('zz', networks.regtest)).toThrow(TestKitError)
    expect(() => bitcoinKeyAccount('00'.repeat(31), networks.regtest)).toThrow(TestKitError)
    expect(() => bitcoinKeyAccount('00'.repeat(32), networks.regtest)).toThrow(TestKitError)
  })
})

describe('bitcoinNetwork', () => {
  it('names each network for CAIP-2, the Wallet Standard and sats-connect', () => {
    expect(bitcoinNetwork('regtest')).toMatchObject({
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      chain: 'bitcoin:regtest',
      satsConnectName: 'Regtest',
    })
    expect(bitcoinNetwork('mainnet').caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(bitcoinNetwork('testnet').chain).toBe('bitcoin:testnet')
  })
})
