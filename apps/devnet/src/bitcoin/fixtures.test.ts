import { devnetManifestSchema } from '@openappkit/testing/manifest'
import { crypto, networks, payments, script } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { addressUtxos } from './address-history.ts'
import { fromHex, toHex } from './bytes.ts'
import { ecc } from './ecc.ts'
import { createFundedBitcoinChain } from './fixtures.ts'
import { bitcoinManifestSection } from './manifest-section.ts'
import { blockSubsidy } from './mine.ts'
import { tweakTaprootPrivateKey } from './signer.ts'

const { chain, fixtures } = createFundedBitcoinChain({ automine: true })

describe('Bitcoin fixtures', () => {
  it('are the same on every start: keys, addresses and the funding transaction', () => {
    const again = createFundedBitcoinChain({ automine: false })
    expect(again.fixtures.fundingTxid).toBe(fixtures.fundingTxid)
    expect(again.fixtures.accounts.map((account) => account.payment.address)).toEqual(
      fixtures.accounts.map((account) => account.payment.address),
    )
    // Pinned: the contract's consumers may hard-code the first account.
    expect(fixtures.accounts[0]).toMatchObject({
      payment: { address: 'bcrt1q7gw7p7nntnjl9mvum4nvthjj9tg3aj2uy8dk9l' },
      ordinal: { address: 'bcrt1pqygca8zsr8ap5xpgngunc7r4s2ngnq3ec2jqk95cplnfrzfuqttqhx4rys' },
    })
    expect(fixtures.fundingTxid).toBe(
      '8438a3679bc5eeb97c64764c441e13b91a64357c715cd0fffe8416048c52c926',
    )
  })

  it('fund each account with 5 × 1 BTC (payment) and 0.0001 BTC (ordinal), confirmed', () => {
    expect(fixtures.accounts.length).toBeGreaterThanOrEqual(6)
    for (const account of fixtures.accounts) {
      const payment = addressUtxos(chain, account.payment.address)
      const ordinal = addressUtxos(chain, account.ordinal.address)
      expect(payment.map((utxo) => utxo.value)).toEqual(Array(5).fill(100_000_000))
      expect(ordinal.map((utxo) => utxo.value)).toEqual([10_000])
      for (const utxo of [...payment, ...ordinal]) {
        expect(utxo).toMatchObject({
          txid: fixtures.fundingTxid,
          status: { confirmed: true, block_height: 102 },
        })
      }
    }
  })

  it('derive ordinal addresses with the BIP-86 tweak, for odd and even internal keys', () => {
    // BIP-86's first test vector, through the same bitcoinjs payment the keys use.
    const vector = payments.p2tr({
      internalPubkey: fromHex('cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115'),
      network: networks.bitcoin,
    })
    expect(vector.address).toBe('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')
    const parities = new Set(fixtures.accounts.map((account) => account.publicKey[0]))
    expect(parities).toEqual(new Set([0x02, 0x03]))
    for (const account of fixtures.accounts) {
      const tweak = crypto.taggedHash('TapTweak', account.ordinal.internalKey)
      const outputKey = ecc.xOnlyPointAddTweak(account.ordinal.internalKey, tweak)?.xOnlyPubkey
      expect(toHex(account.ordinal.script)).toBe(`5120${toHex(outputKey ?? new Uint8Array())}`)
      const signingKey = ecc.xOnlyPointFromScalar(tweakTaprootPrivateKey(account.privateKey))
      expect(toHex(signingKey)).toBe(toHex(outputKey ?? new Uint8Array()))
    }
  })

  it('give the manifest section the shape of the contract', () => {
    const section = bitcoinManifestSection({
      esploraUrl: 'http://127.0.0.1:8094',
      chain,
      fixtures,
      close: async () => {},
    })
    expect(devnetManifestSchema.shape.bitcoin.parse(section)).toEqual(section)
    expect(section).toMatchObject({
      name: 'Bitcoin Regtest',
      network: 'regtest',
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    })
    for (const account of section.accounts) {
      const publicKey = ecc.pointFromScalar(fromHex(account.privateKey), true)
      expect(toHex(publicKey ?? new Uint8Array())).toBe(account.payment.publicKey)
      expect(account.ordinal.publicKey).toBe(account.payment.publicKey.slice(2))
      const p2wpkh = payments.p2wpkh({ pubkey: publicKey ?? undefined, network: networks.regtest })
      expect(p2wpkh.address).toBe(account.payment.address)
    }
  })

  it('start from Core regtest genesis, with BIP-34 heights in every coinbase', () => {
    expect(chain.blocks[0]?.hash).toBe(
      '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
    )
    for (const height of [1, 16, 17, 102]) {
      const block = chain.blocks[height]
      expect(block?.previousHash).toBe(chain.blocks[height - 1]?.hash)
      const coinbase = chain.transactions.get(block?.txids[0] ?? '')
      const [first] = script.decompile(coinbase?.tx.ins[0]?.script ?? new Uint8Array()) ?? []
      // Heights 1 to 16 are pushed as OP_1 to OP_16 (minimal pushes), as Core does.
      const expected = height <= 16 ? script.OPS.OP_1 + height - 1 : height
      const actual = first instanceof Uint8Array ? script.number.decode(first) : first
      expect(actual).toBe(expected)
    }
    expect([blockSubsidy(1), blockSubsidy(149), blockSubsidy(150)]).toEqual([
      5_000_000_000n,
      5_000_000_000n,
      2_500_000_000n,
    ])
  })
})
