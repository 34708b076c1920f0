import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto as bitcoinCrypto, networks, type Psbt, payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import type { BitcoinAccount } from '../wallets/bitcoin-wallet.ts'
import { buildTransferPsbt, finalizeSignedPsbt, paymentAddressType } from './build-transfer-psbt.ts'

const network = networks.regtest
const privateKey = Uint8Array.from({ length: 32 }, (_, index) => index + 1)
const publicKey = ecc.pointFromScalar(privateKey, true) as Uint8Array
const xOnly = publicKey.slice(1)
const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const utxo = { txid: 'ab'.repeat(32), vout: 1, value: 100_000, status: { confirmed: true } }
const receiver = payments.p2wpkh({ hash: new Uint8Array(20).fill(7), network }).address as string

// What a wallet does with the PSBT: ECDSA for segwit v0, Schnorr with the BIP-86 tweaked key for taproot.
const ecdsaSigner = { publicKey, sign: (hash: Uint8Array) => ecc.sign(hash, privateKey) }
function taprootSigner() {
  const tweak = bitcoinCrypto.taggedHash('TapTweak', xOnly)
  const negated =
    (ecc.pointFromScalar(privateKey, true) as Uint8Array)[0] === 3
      ? ecc.privateNegate(privateKey)
      : privateKey
  const tweaked = ecc.privateAdd(negated, tweak) as Uint8Array
  return {
    publicKey: ecc.pointFromScalar(tweaked, true) as Uint8Array,
    sign: (hash: Uint8Array) => ecc.sign(hash, tweaked),
    signSchnorr: (hash: Uint8Array) => ecc.signSchnorr(hash, tweaked),
  }
}

function build(from: BitcoinAccount): Psbt {
  return buildTransferPsbt({
    from,
    to: receiver,
    amount: 60_000n,
    inputs: [utxo],
    change: 39_000n,
    network,
  })
}

describe('buildTransferPsbt', () => {
  it('spends a P2WPKH payment account: witness UTXO, change back, a transaction that finalizes', () => {
    const from = {
      address: payments.p2wpkh({ pubkey: publicKey, network }).address as string,
      publicKey: hex(publicKey),
      purpose: 'payment' as const,
    }
    expect(paymentAddressType(from, network)).toBe('p2wpkh')
    const psbt = build(from)
    expect(psbt.txOutputs.map((output) => [output.address, output.value])).toEqual([
      [receiver, 60_000n],
      [from.address, 39_000n],
    ])
    psbt.signAllInputs(ecdsaSigner)
    expect(
      psbt.validateSignaturesOfAllInputs((key, hash, signature) =>
        ecc.verify(hash, key, signature),
      ),
    ).toBe(true)
    expect(finalizeSignedPsbt(psbt.toBase64(), network)).toMatch(/^02000000/)
  })

  it('spends a nested segwit (P2SH-P2WPKH) payment account with its redeem script', () => {
    const inner = payments.p2wpkh({ pubkey: publicKey, network })
    const from = {
      address: payments.p2sh({ redeem: inner, network }).address as string,
      publicKey: hex(publicKey),
      purpose: 'payment' as const,
    }
    expect(paymentAddressType(from, network)).toBe('p2sh-p2wpkh')
    const psbt = build(from)
    expect(psbt.data.inputs[0]?.redeemScript).toEqual(inner.output)
    psbt.signAllInputs(ecdsaSigner)
    expect(
      psbt.validateSignaturesOfAllInputs((key, hash, signature) =>
        ecc.verify(hash, key, signature),
      ),
    ).toBe(true)
    expect(finalizeSignedPsbt(psbt.toBase64(), network).length).toBeGreaterThan(100)
  })

  it('spends a taproot payment account with its internal key (key path)', () => {
    const from = {
      address: payments.p2tr({ internalPubkey: xOnly, network }).address as string,
      publicKey: hex(xOnly),
      purpose: 'payment' as const,
    }
    expect(paymentAddressType(from, network)).toBe('p2tr')
    const psbt = build(from)
    expect(psbt.data.inputs[0]?.tapInternalKey).toEqual(xOnly)
    psbt.signAllInputs(taprootSigner())
    expect(
      psbt.validateSignaturesOfAllInputs((key, hash, signature) =>
        ecc.verifySchnorr(hash, key, signature),
      ),
    ).toBe(true)
    expect(finalizeSignedPsbt(psbt.toBase64(), network).length).toBeGreaterThan(100)
  })
})
