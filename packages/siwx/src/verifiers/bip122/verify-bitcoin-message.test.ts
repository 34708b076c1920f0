import { sha256 } from '@noble/hashes/sha2.js'
import { describe, expect, it } from 'vitest'
import { createBip122Signer, privateKeyFromWif } from '../../test-utils/bip122-signer.ts'
import type { Transaction } from './transaction.ts'
import { verifyBitcoinMessage } from './verify-bitcoin-message.ts'

const vectorKey = privateKeyFromWif('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const vectorP2wpkh = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const vectorP2tr = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const helloWorldP2wpkh =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const emptyP2wpkh =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const helloWorldP2tr =
  'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='

const verify = (address: string, message: string, signature: string) =>
  verifyBitcoinMessage({ address, message, signature })

describe('verifyBitcoinMessage: published vectors', () => {
  it('accepts the BIP-322 P2WPKH vectors and refuses them for the other message', () => {
    expect(verify(vectorP2wpkh, 'Hello World', helloWorldP2wpkh)).toBe(true)
    expect(verify(vectorP2wpkh, '', helloWorldP2wpkh)).toBe(false)
    expect(verify(vectorP2wpkh, '', emptyP2wpkh)).toBe(true)
    expect(verify(vectorP2wpkh, 'Hello World', emptyP2wpkh)).toBe(false)
  })

  it('accepts the BIP-322 taproot vector (explicit SIGHASH_ALL) and its key path only', () => {
    expect(verify(vectorP2tr, 'Hello World', helloWorldP2tr)).toBe(true)
    expect(verify(vectorP2tr, '', helloWorldP2tr)).toBe(false)
    expect(verify(vectorP2wpkh, 'Hello World', helloWorldP2tr)).toBe(false)
  })

  it('derives the vector addresses from the vector key', () => {
    const signer = createBip122Signer(vectorKey, 'mainnet')
    expect(signer.addresses.p2wpkh).toBe(vectorP2wpkh)
    expect(signer.addresses.p2tr).toBe(vectorP2tr)
  })

  // Not in the BIP text: other BIP-322 libraries test with these for the same key, citing Bitcoin
  // Core's util_tests. Each verifies here, so each is a genuine signature whatever its source.
  it('accepts the low-R P2WPKH signature and the legacy ones other libraries test with', () => {
    const lowR =
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy'
    const legacyHelloWorld =
      'IOW2xi+ebJLeBtr674l4QH76dqDoVjLV80R9EFKFQX5rBrlCXPIZaYs8Yuayg0ZqjyiCbLy9pzZIS7JWT65/nsU='
    const legacyEmpty =
      'H0Gm/ylcjvGmj29D/r6ASHKKWAyGA/MEU/Eh+IhFw3ZxFxy9b/dJ8/XFsiutCV8DWlFGnO95m/KoZwFPJTF1qaM='
    expect(verify(vectorP2wpkh, 'Hello World', lowR)).toBe(true)
    expect(verify(vectorP2wpkh, 'Hello World', legacyHelloWorld)).toBe(true)
    expect(verify(vectorP2wpkh, '', legacyEmpty)).toBe(true)
    expect(verify(vectorP2wpkh, '', legacyHelloWorld)).toBe(false)
    const p2pkh = createBip122Signer(vectorKey, 'mainnet').addresses.p2pkh
    expect(verify(p2pkh, 'Hello World', legacyHelloWorld)).toBe(true)
    expect(verify(vectorP2tr, 'Hello World', legacyHelloWorld)).toBe(false)
  })
})

const networks = ['mainnet', 'testnet', 'regtest'] as const
const message = 'example.com wants you to sign in with your Bitcoin account:\n\nNonce: 32891756'

describe.each(networks)('verifyBitcoinMessage: round trips on %s', (network) => {
  const signer = createBip122Signer(sha256(new TextEncoder().encode(`bip122 ${network}`)), network)
  const { addresses } = signer

  it.each(['p2shP2wpkh', 'p2wpkh', 'p2tr'] as const)('BIP-322 simple for %s', (kind) => {
    expect(verify(addresses[kind], message, signer.signBip322Simple(kind, message))).toBe(true)
  })

  it('BIP-322 simple taproot with the hash type written out', () => {
    const signature = signer.signBip322Simple('p2tr', message, { taprootSighashAll: true })
    expect(verify(addresses.p2tr, message, signature)).toBe(true)
  })

  it.each(['p2pkh', 'p2shP2wpkh', 'p2wpkh', 'p2tr'] as const)('BIP-322 full for %s', (kind) => {
    expect(verify(addresses[kind], message, signer.signBip322Full(kind, message))).toBe(true)
  })

  it('BIP-322 full as a version 2 transaction', () => {
    const version2 = { transform: (toSign: Transaction) => ({ ...toSign, version: 2 }) }
    for (const kind of ['p2pkh', 'p2wpkh', 'p2tr'] as const) {
      const signature = signer.signBip322Full(kind, message, version2)
      expect(verify(addresses[kind], message, signature)).toBe(true)
    }
  })

  it.each(['p2pkh', 'p2shP2wpkh', 'p2wpkh'] as const)('legacy with BIP-137 header, %s', (kind) => {
    expect(verify(addresses[kind], message, signer.signLegacy(kind, message))).toBe(true)
  })

  it('legacy with the compressed P2PKH header on segwit addresses (Electrum style)', () => {
    for (const kind of ['p2shP2wpkh', 'p2wpkh'] as const) {
      expect(verify(addresses[kind], message, signer.signLegacy(kind, message, 'electrum'))).toBe(
        true,
      )
    }
  })

  it('legacy with an uncompressed key, for its own P2PKH address only', () => {
    const signature = signer.signLegacy('p2pkh', message, 'uncompressed')
    expect(verify(addresses.p2pkhUncompressed, message, signature)).toBe(true)
    expect(verify(addresses.p2pkh, message, signature)).toBe(false)
    expect(verify(addresses.p2wpkh, message, signature)).toBe(false)
  })

  it('messages in any script, emoji included', () => {
    const unicode = 'Ŝíĝn ín — 署名 🙂\r\n\u0000end'
    expect(verify(addresses.p2tr, unicode, signer.signBip322Simple('p2tr', unicode))).toBe(true)
    expect(verify(addresses.p2wpkh, unicode, signer.signLegacy('p2wpkh', unicode))).toBe(true)
  })
})
