import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import { decodeBitcoinAddress } from './address.ts'
import { bip322MessageHash, buildToSign, buildToSpend } from './bip322.ts'
import { ByteReader, encodeCompactSize } from './encoding.ts'
import {
  parseTransaction,
  parseWitness,
  serializeTransaction,
  serializeWitness,
  type Transaction,
  transactionId,
} from './transaction.ts'

// Txids are shown reversed, as block explorers and the BIP show them.
const displayTxid = (tx: Transaction) => bytesToHex(transactionId(tx).reverse())

describe('BIP-322 virtual transactions', () => {
  it('hashes messages as the BIP vectors say', () => {
    expect(bytesToHex(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(bytesToHex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it('builds to_spend and to_sign with the BIP vector txids', () => {
    const address = decodeBitcoinAddress('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')
    if (!address) throw new Error('the vector address must decode')
    const vectors = [
      {
        message: '',
        toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
        toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
      },
      {
        message: 'Hello World',
        toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
        toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
      },
    ]
    for (const vector of vectors) {
      const toSpend = buildToSpend(address, vector.message)
      expect(displayTxid(toSpend)).toBe(vector.toSpend)
      expect(displayTxid(buildToSign(toSpend, new Uint8Array(), []))).toBe(vector.toSign)
    }
  })
})

describe('transaction serialization', () => {
  const witnessed: Transaction = {
    version: 2,
    inputs: [
      {
        outpoint: { txid: new Uint8Array(32).fill(7), index: 3 },
        scriptSig: Uint8Array.of(1, 2, 3),
        sequence: 0xfffffffe,
        witness: [Uint8Array.of(9), new Uint8Array(300).fill(5)],
      },
    ],
    outputs: [{ value: 21_000_000n * 100_000_000n, script: Uint8Array.of(0x6a) }],
    lockTime: 500_000,
  }
  const bare: Transaction = {
    ...witnessed,
    inputs: witnessed.inputs.map((input) => ({ ...input, witness: [] })),
  }

  it('round-trips with and without witnesses', () => {
    expect(parseTransaction(serializeTransaction(witnessed))).toEqual(witnessed)
    expect(parseTransaction(serializeTransaction(bare))).toEqual(bare)
    expect(serializeTransaction(witnessed, false)).toEqual(serializeTransaction(bare))
  })

  it('refuses trailing bytes, truncation and a witness marker with no witness', () => {
    const bytes = serializeTransaction(witnessed)
    expect(parseTransaction(Uint8Array.of(...bytes, 0))).toBeUndefined()
    for (let length = 0; length < bytes.length; length += 7) {
      expect(parseTransaction(bytes.subarray(0, length))).toBeUndefined()
    }
    const flagged = serializeTransaction(bare)
    const marked = Uint8Array.of(...flagged.subarray(0, 4), 0, 1, ...flagged.subarray(4, -4), 0)
    expect(parseTransaction(Uint8Array.of(...marked, ...flagged.subarray(-4)))).toBeUndefined()
  })

  it('refuses counts far beyond the bytes present without looping on them', () => {
    const hugeCount = Uint8Array.of(0, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff, 0x7f)
    expect(parseTransaction(hugeCount)).toBeUndefined()
    expect(parseWitness(Uint8Array.of(0xfe, 0xff, 0xff, 0xff, 0x7f))).toBeUndefined()
  })

  it('round-trips witness stacks and refuses anything around them', () => {
    const stack = [new Uint8Array(0), Uint8Array.of(1, 2), new Uint8Array(253).fill(1)]
    const bytes = serializeWitness(stack)
    expect(parseWitness(bytes)).toEqual(stack)
    expect(parseWitness(Uint8Array.of(...bytes, 0))).toBeUndefined()
    expect(parseWitness(bytes.subarray(0, -1))).toBeUndefined()
    expect(parseWitness(new Uint8Array(0))).toBeUndefined()
  })
})

describe('CompactSize', () => {
  it('encodes each width at its boundaries', () => {
    expect(bytesToHex(encodeCompactSize(0xfc))).toBe('fc')
    expect(bytesToHex(encodeCompactSize(0xfd))).toBe('fdfd00')
    expect(bytesToHex(encodeCompactSize(0xffff))).toBe('fdffff')
    expect(bytesToHex(encodeCompactSize(0x10000))).toBe('fe00000100')
  })

  it('reads minimal encodings and refuses the others', () => {
    const read = (hex: string) => {
      const reader = new ByteReader(hexToBytes(hex))
      const value = reader.readCompactSize()
      return reader.complete ? value : undefined
    }
    expect(read('fc')).toBe(0xfc)
    expect(read('fdfd00')).toBe(0xfd)
    expect(read('fe00000100')).toBe(0x10000)
    expect(read('fdfc00')).toBeUndefined()
    expect(read('feffff0000')).toBeUndefined()
    expect(read('ff0000000001000000')).toBeUndefined()
    expect(read('fd00')).toBeUndefined()
  })
})
