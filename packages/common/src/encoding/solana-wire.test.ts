import { describe, expect, it } from 'vitest'
import { readCompactU16, readSolanaWireTransaction, withSolanaSignature } from './solana-wire.ts'

const key = (fill: number) => new Uint8Array(32).fill(fill)
const EMPTY_SLOT = new Uint8Array(64)

/** A transaction with two signer slots among three keys, legacy or versioned (v0). */
function wire(versioned: boolean) {
  return Uint8Array.from([
    2,
    ...EMPTY_SLOT,
    ...EMPTY_SLOT,
    ...(versioned ? [0x80] : []),
    2, // required signatures
    0,
    1,
    3, // account keys
    ...key(1),
    ...key(2),
    ...key(3),
    ...key(9), // recent blockhash
    0, // instructions
    ...(versioned ? [0] : []), // address table lookups
  ])
}

describe('readCompactU16', () => {
  it('reads one to three bytes of 7 bits and says where the next field starts', () => {
    expect(readCompactU16(Uint8Array.of(0x05), 0)).toEqual([5, 1])
    expect(readCompactU16(Uint8Array.of(9, 0x80, 0x01), 1)).toEqual([128, 3])
    expect(readCompactU16(Uint8Array.of(0xff, 0xff, 0x03), 0)).toEqual([0xffff, 3])
  })

  it('answers undefined when the bytes end or the number runs past three bytes', () => {
    expect(readCompactU16(Uint8Array.of(0x80), 0)).toBeUndefined()
    expect(readCompactU16(new Uint8Array(), 0)).toBeUndefined()
    expect(readCompactU16(Uint8Array.of(0x80, 0x80, 0x80, 0x01), 0)).toBeUndefined()
  })
})

describe('readSolanaWireTransaction', () => {
  it.each([false, true])('splits slots, message and signers (versioned: %s)', (versioned) => {
    const bytes = wire(versioned)
    const read = readSolanaWireTransaction(bytes)
    expect(read?.signaturesOffset).toBe(1)
    expect(read?.signatures).toEqual([EMPTY_SLOT, EMPTY_SLOT])
    expect(read?.message).toEqual(bytes.subarray(129))
    expect(read?.signers).toEqual([key(1), key(2)])
  })

  it('answers undefined for bytes that are not a transaction', () => {
    const bytes = wire(false)
    for (const cut of [0, 1, 64, 129, 131, 140, 200]) {
      expect(readSolanaWireTransaction(bytes.subarray(0, cut))).toBeUndefined()
    }
    const moreSignersThanKeys = bytes.slice()
    moreSignersThanKeys[129] = 4
    expect(readSolanaWireTransaction(moreSignersThanKeys)).toBeUndefined()
  })
})

describe('withSolanaSignature', () => {
  it.each([false, true])('puts the signature in the signer’s slot (versioned: %s)', (versioned) => {
    const bytes = wire(versioned)
    const signature = new Uint8Array(64).fill(7)
    const signed = withSolanaSignature(bytes, key(2), signature)
    expect(readSolanaWireTransaction(signed as Uint8Array)?.signatures).toEqual([
      EMPTY_SLOT,
      signature,
    ])
    expect(signed?.subarray(129)).toEqual(bytes.subarray(129))
    expect(bytes.subarray(65, 129)).toEqual(EMPTY_SLOT)
  })

  it('finds the signer whatever byte array holds the key (web3.js passes Buffers)', () => {
    const signed = withSolanaSignature(Buffer.from(wire(false)), key(2), new Uint8Array(64).fill(7))
    expect(signed?.subarray(65, 129)).toEqual(new Uint8Array(64).fill(7))
  })

  it('answers undefined for a key that signs no slot or a signature of another length', () => {
    const bytes = wire(false)
    expect(withSolanaSignature(bytes, key(3), new Uint8Array(64))).toBeUndefined()
    expect(withSolanaSignature(bytes, key(1), new Uint8Array(63))).toBeUndefined()
    expect(withSolanaSignature(bytes.subarray(0, 10), key(1), new Uint8Array(64))).toBeUndefined()
    // One slot for two required signers: the second has no slot to take.
    const oneSlot = Uint8Array.from([1, ...bytes.subarray(65)])
    expect(withSolanaSignature(oneSlot, key(2), new Uint8Array(64))).toBeUndefined()
  })
})
