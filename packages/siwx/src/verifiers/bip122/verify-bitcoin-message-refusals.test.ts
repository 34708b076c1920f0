import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { base64, bech32 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createBip122Signer } from '../../test-utils/bip122-signer.ts'
import { decodeBitcoinAddress } from './address.ts'
import { parseWitness, type Transaction } from './transaction.ts'
import { verifyBitcoinMessage } from './verify-bitcoin-message.ts'

const keyOf = (seed: string) => sha256(new TextEncoder().encode(seed))
const signer = createBip122Signer(keyOf('bip122 refusals'), 'mainnet')
const otherSigner = createBip122Signer(keyOf('bip122 refusals, other key'), 'mainnet')
const { addresses } = signer
const message = 'example.com wants you to sign in with your Bitcoin account'

const verify = (address: string, signedMessage: string, signature: string) =>
  verifyBitcoinMessage({ address, message: signedMessage, signature })

type Signed = { label: string; address: string; signature: string }

// One valid signature for every scheme and address type a scheme can sign for.
function validSignatures(from: typeof signer): Signed[] {
  const signed: Signed[] = []
  for (const kind of ['p2shP2wpkh', 'p2wpkh', 'p2tr'] as const) {
    const signature = from.signBip322Simple(kind, message)
    signed.push({ label: `simple ${kind}`, address: from.addresses[kind], signature })
  }
  for (const kind of ['p2pkh', 'p2shP2wpkh', 'p2wpkh', 'p2tr'] as const) {
    const signature = from.signBip322Full(kind, message)
    signed.push({ label: `full ${kind}`, address: from.addresses[kind], signature })
  }
  for (const kind of ['p2pkh', 'p2shP2wpkh', 'p2wpkh'] as const) {
    const signature = from.signLegacy(kind, message)
    signed.push({ label: `legacy ${kind}`, address: from.addresses[kind], signature })
  }
  return signed
}

const valid = validSignatures(signer)

describe('verifyBitcoinMessage: refusals', () => {
  it('starts from signatures that verify', () => {
    for (const { address, signature } of valid)
      expect(verify(address, message, signature)).toBe(true)
  })

  it.each(valid)('$label: refuses a tampered message', ({ address, signature }) => {
    for (const tampered of [`${message}.`, message.toUpperCase(), '', ` ${message}`]) {
      expect(verify(address, tampered, signature)).toBe(false)
    }
  })

  it.each(valid)('$label: refuses the same kind of signature by another key', (own) => {
    const other = validSignatures(otherSigner).find((each) => each.label === own.label)
    expect(verify(own.address, message, other?.signature ?? '')).toBe(false)
  })

  it.each(valid)('$label: refuses every other address of the same key', (own) => {
    // A compressed-key P2PKH header is accepted for the key's segwit addresses (Electrum style).
    const alsoValid = own.label === 'legacy p2pkh' ? [addresses.p2wpkh, addresses.p2shP2wpkh] : []
    for (const address of Object.values(addresses)) {
      const expected = address === own.address || alsoValid.includes(address)
      expect(verify(address, message, own.signature)).toBe(expected)
    }
  })

  it('refuses addresses of other chains and malformed addresses with the same program', () => {
    const p2wpkh = decodeBitcoinAddress(addresses.p2wpkh)?.program ?? new Uint8Array()
    const signature = signer.signBip322Simple('p2wpkh', message)
    const litecoin = bech32.encode('ltc', [0, ...bech32.toWords(p2wpkh)])
    for (const address of [litecoin, addresses.p2wpkh.slice(0, -1), `${addresses.p2wpkh} `, '']) {
      expect(verify(address, message, signature)).toBe(false)
    }
  })

  // A signature names no network: a scriptPubKey is the same on all of them. The caller matches
  // the address's network (decodeBitcoinAddress(...).networks) against the session's chain id.
  it('accepts the same key on another network, which the caller must rule out', () => {
    const testnet = createBip122Signer(keyOf('bip122 refusals'), 'testnet')
    const signature = signer.signBip322Simple('p2wpkh', message)
    expect(verify(testnet.addresses.p2wpkh, message, signature)).toBe(true)
    expect(decodeBitcoinAddress(testnet.addresses.p2wpkh)?.networks).toEqual(['testnet'])
  })

  it('refuses full transactions that are not a bare to_sign, even when validly signed', () => {
    const outpointIndex = (tx: Transaction) => ({
      ...tx,
      inputs: tx.inputs.map((input) => ({ ...input, outpoint: { ...input.outpoint, index: 1 } })),
    })
    const otherTxid = (tx: Transaction) => ({
      ...tx,
      inputs: tx.inputs.map((input) => ({
        ...input,
        outpoint: { ...input.outpoint, txid: new Uint8Array(32).fill(1) },
      })),
    })
    const extraOutput = (tx: Transaction) => ({ ...tx, outputs: [...tx.outputs, ...tx.outputs] })
    const extraInput = (tx: Transaction) => ({ ...tx, inputs: [...tx.inputs, ...tx.inputs] })
    const paying = (tx: Transaction) => ({
      ...tx,
      outputs: tx.outputs.map((output) => ({ ...output, value: 1n })),
    })
    const otherScript = (tx: Transaction) => ({
      ...tx,
      outputs: tx.outputs.map((output) => ({ ...output, script: Uint8Array.of(0x6a, 0) })),
    })
    const lockTime = (tx: Transaction) => ({ ...tx, lockTime: 1 })
    const version1 = (tx: Transaction) => ({ ...tx, version: 1 })
    const sequence = (tx: Transaction) => ({
      ...tx,
      inputs: tx.inputs.map((input) => ({ ...input, sequence: 0xffffffff })),
    })
    const transforms = [outpointIndex, otherTxid, extraOutput, extraInput, paying, otherScript]
    for (const transform of [...transforms, lockTime, version1, sequence]) {
      for (const kind of ['p2pkh', 'p2wpkh', 'p2tr'] as const) {
        const signature = signer.signBip322Full(kind, message, { transform })
        expect(verify(addresses[kind], message, signature)).toBe(false)
      }
    }
  })

  it('refuses taproot hash types other than an explicit SIGHASH_ALL', () => {
    const [signature] = parseWitness(base64.decode(signer.signBip322Simple('p2tr', message))) ?? []
    for (const hashType of [0x00, 0x02, 0x03, 0x81, 0x83]) {
      const witness = Uint8Array.of(1, 65, ...(signature ?? []), hashType)
      expect(verify(addresses.p2tr, message, base64.encode(witness))).toBe(false)
    }
  })

  it('accepts high-S ECDSA like consensus does, and refuses other hash types and non-DER', () => {
    const [der, publicKey] =
      parseWitness(base64.decode(signer.signBip322Simple('p2wpkh', message))) ?? []
    if (!der || !publicKey) throw new Error('a P2WPKH witness has two items')
    const parsed = secp256k1.Signature.fromBytes(der.subarray(0, -1), 'der')
    const highS = new secp256k1.Signature(parsed.r, secp256k1.Point.Fn.neg(parsed.s)).toBytes('der')
    const withSignature = (signature: Uint8Array) =>
      base64.encode(
        concatBytes(Uint8Array.of(2, signature.length), signature, Uint8Array.of(33), publicKey),
      )
    expect(
      verify(addresses.p2wpkh, message, withSignature(concatBytes(highS, Uint8Array.of(1)))),
    ).toBe(true)
    const otherHashType = concatBytes(der.subarray(0, -1), Uint8Array.of(0x81))
    const padded = Uint8Array.of(
      0x30,
      (der[1] ?? 0) + 1,
      0x02,
      (der[3] ?? 0) + 1,
      0,
      ...der.subarray(4),
    )
    for (const signature of [otherHashType, padded, der.subarray(0, -1)]) {
      expect(verify(addresses.p2wpkh, message, withSignature(signature))).toBe(false)
    }
  })

  it('refuses messages with lone surrogates or beyond the size cap', () => {
    const lone = `${message}\ud800`
    expect(verify(addresses.p2tr, lone, signer.signBip322Simple('p2tr', lone))).toBe(false)
    const long = 'a'.repeat(100_001)
    expect(verify(addresses.p2tr, long, signer.signBip322Simple('p2tr', long))).toBe(false)
  })
})
