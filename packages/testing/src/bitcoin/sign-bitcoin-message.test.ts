import { networks, payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import {
  BIP322_VECTOR_KEY,
  BIP322_VECTOR_P2TR,
  BIP322_VECTOR_P2WPKH,
  SECOND_KEY,
} from '../../test/bitcoin-fixtures.ts'
import { recoverLegacySigner, verifyBip322 } from '../../test/bitcoin-signatures.ts'
import { bitcoinKeyAccount } from './bitcoin-keys.ts'
import { BITCOIN_ERROR_CODES, BitcoinWalletError } from './bitcoin-wallet-error.ts'
import { signBip322, signLegacyMessage } from './sign-bitcoin-message.ts'

const encode = (text: string) => new TextEncoder().encode(text)
const vector = bitcoinKeyAccount(BIP322_VECTOR_KEY, networks.bitcoin)
const regtest = bitcoinKeyAccount(SECOND_KEY, networks.regtest)

describe('signBip322', () => {
  it("reproduces BIP-322's P2WPKH vectors byte for byte (low-R ECDSA, as Bitcoin Core)", () => {
    expect(signBip322(vector.payment, encode('')).signature).toBe(
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    )
    const hello = signBip322(vector.payment, encode('Hello World'))
    expect(hello).toEqual({
      signature:
        'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      // BIP-322's message hash of "Hello World".
      messageHash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
      address: BIP322_VECTOR_P2WPKH,
      protocol: 'BIP322',
    })
  })

  it('signs with the P2TR key path: a 64-byte Schnorr witness that verifies', () => {
    const signed = signBip322(vector.ordinal, encode('Hello World'))
    expect(Buffer.from(signed.signature, 'base64')).toHaveLength(66)
    expect(
      verifyBip322(BIP322_VECTOR_P2TR, 'Hello World', signed.signature, networks.bitcoin),
    ).toBe(true)
    expect(verifyBip322(BIP322_VECTOR_P2TR, 'Hello', signed.signature, networks.bitcoin)).toBe(
      false,
    )
  })

  it.each(['payment', 'ordinal'] as const)(
    'signs regtest %s addresses and text with any characters',
    (kind) => {
      const address = regtest[kind]
      const message = 'Sign in to 127.0.0.1 🔑\nNonce: ü-42'
      const { signature } = signBip322(address, encode(message))
      expect(verifyBip322(address.address, message, signature, networks.regtest)).toBe(true)
      expect(verifyBip322(address.address, `${message}.`, signature, networks.regtest)).toBe(false)
    },
  )
})

describe('signLegacyMessage', () => {
  it('signs as legacy signmessage with the BIP-137 P2WPKH header (39-42)', () => {
    const signed = signLegacyMessage(regtest, regtest.payment, encode('Hello World'))
    expect(signed).toMatchObject({ address: regtest.payment.address, protocol: 'ECDSA' })
    const { header, length, publicKey } = recoverLegacySigner('Hello World', signed.signature)
    expect(length).toBe(65)
    expect(header).toBeGreaterThanOrEqual(39)
    expect(header).toBeLessThanOrEqual(42)
    const recovered = payments.p2wpkh({
      pubkey: publicKey as Uint8Array,
      network: networks.regtest,
    })
    expect(recovered.address).toBe(regtest.payment.address)
  })

  it('refuses the taproot address: no legacy header names a taproot key', () => {
    let caught: unknown
    try {
      signLegacyMessage(regtest, regtest.ordinal, encode('Hello World'))
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(BitcoinWalletError)
    expect(caught).toMatchObject({ code: BITCOIN_ERROR_CODES.INVALID_PARAMS })
  })
})
