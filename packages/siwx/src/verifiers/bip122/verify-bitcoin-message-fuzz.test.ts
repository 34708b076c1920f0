import { sha256 } from '@noble/hashes/sha2.js'
import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createBip122Signer } from '../../test-utils/bip122-signer.ts'
import { verifyBitcoinMessage } from './verify-bitcoin-message.ts'

const signer = createBip122Signer(sha256(new TextEncoder().encode('bip122 fuzz')), 'regtest')
const message = 'Sign in: nonce 8a1f, issued 2025-01-01T00:00:00Z'

const verify = (address: string, signature: string) =>
  verifyBitcoinMessage({ address, message, signature })

const signed = [
  { address: signer.addresses.p2wpkh, signature: signer.signBip322Simple('p2wpkh', message) },
  { address: signer.addresses.p2tr, signature: signer.signBip322Simple('p2tr', message) },
  { address: signer.addresses.p2shP2wpkh, signature: signer.signBip322Full('p2shP2wpkh', message) },
  { address: signer.addresses.p2pkh, signature: signer.signBip322Full('p2pkh', message) },
  { address: signer.addresses.p2tr, signature: signer.signBip322Full('p2tr', message) },
  { address: signer.addresses.p2wpkh, signature: signer.signLegacy('p2wpkh', message) },
  { address: signer.addresses.p2pkh, signature: signer.signLegacy('p2pkh', message) },
]

// Deterministic pseudo-random bytes, so a failure replays.
function pseudoRandomBytes(seed: number, length: number): Uint8Array {
  const bytes = new Uint8Array(length)
  let block = sha256(Uint8Array.of(seed & 0xff, seed >>> 8))
  for (let index = 0; index < length; index += 1) {
    if (index % 32 === 0 && index > 0) block = sha256(block)
    bytes[index] = block[index % 32] ?? 0
  }
  return bytes
}

describe('verifyBitcoinMessage: fuzzing', () => {
  it('accepts each untouched signature', () => {
    for (const { address, signature } of signed) expect(verify(address, signature)).toBe(true)
  })

  it('refuses a one-bit change at every byte of every signature', () => {
    let cases = 0
    for (const { address, signature } of signed) {
      const bytes = base64.decode(signature)
      for (let index = 0; index < bytes.length; index += 1) {
        const flipped = bytes.slice()
        flipped[index] = (flipped[index] ?? 0) ^ (1 << (index % 8))
        expect(verify(address, base64.encode(flipped))).toBe(false)
        cases += 1
      }
    }
    expect(cases).toBeGreaterThan(500)
  })

  it('refuses every truncation and extension of every signature', () => {
    for (const { address, signature } of signed) {
      const bytes = base64.decode(signature)
      for (let length = 0; length < bytes.length; length += 1) {
        expect(verify(address, base64.encode(bytes.subarray(0, length)))).toBe(false)
      }
      for (const suffix of [[0], [1, 0], [0xff, 0xff, 0xff, 0xff]]) {
        expect(verify(address, base64.encode(Uint8Array.of(...bytes, ...suffix)))).toBe(false)
      }
      expect(verify(address, signature.slice(0, -1))).toBe(false)
      expect(verify(address, `${signature}\n`)).toBe(false)
    }
  })

  it('refuses random bytes of many lengths, the legacy length included', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const bytes = pseudoRandomBytes(seed, seed < 50 ? 65 : seed * 3)
      // Start some with a legacy header and some with a plausible witness count.
      if (seed % 3 === 0) bytes[0] = 27 + (seed % 16)
      if (seed % 3 === 1) bytes[0] = 1 + (seed % 2)
      const signature = base64.encode(bytes)
      expect(verify(signer.addresses.p2wpkh, signature)).toBe(false)
      expect(verify(signer.addresses.p2tr, signature)).toBe(false)
    }
  })

  it('refuses text that is not base64 or is too long, without throwing', () => {
    const garbage = [
      '',
      '=',
      '====',
      'AA',
      'A===',
      '!!!!',
      'AkcwRAIg🙂',
      'a b c d',
      '\u0000'.repeat(8),
    ]
    const tooLong = ['A'.repeat(10_004), `${signed[0]?.signature}${'A'.repeat(10_000)}`]
    for (const signature of [...garbage, ...tooLong]) {
      expect(verify(signer.addresses.p2wpkh, signature)).toBe(false)
    }
  })

  it('returns false for arguments of the wrong types instead of throwing', () => {
    const inputs: unknown[] = [
      undefined,
      null,
      {},
      { address: 1, message: 2, signature: 3 },
      { address: signer.addresses.p2wpkh, message: null, signature: signed[0]?.signature },
      { address: signer.addresses.p2wpkh, message, signature: {} },
      { address: [signer.addresses.p2wpkh], message, signature: signed[0]?.signature },
    ]
    for (const parameters of inputs) {
      expect(verifyBitcoinMessage(parameters as Parameters<typeof verifyBitcoinMessage>[0])).toBe(
        false,
      )
    }
  })
})
