import { generateKeyPairSync, sign } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { verifyBip322P2wpkh, verifySolanaSignature } from './verify-signatures.ts'

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function encodeBase58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`)
  let text = ''
  while (value > 0n) {
    text = BASE58_ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  const leadingZeros = bytes.findIndex((byte) => byte !== 0)
  return '1'.repeat(leadingZeros < 0 ? bytes.length : leadingZeros) + text
}

describe('verifySolanaSignature', () => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  // The raw key is the last 32 bytes of its DER SubjectPublicKeyInfo.
  const address = encodeBase58(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32))
  const signature = sign(null, Buffer.from('hello'), privateKey).toString('hex')

  it('accepts the key’s signature of the message', async () => {
    expect(await verifySolanaSignature(address, 'hello', signature)).toBe(true)
  })

  it('rejects another message, a malformed signature and another key', async () => {
    expect(await verifySolanaSignature(address, 'hello!', signature)).toBe(false)
    expect(await verifySolanaSignature(address, 'hello', 'not hex')).toBe(false)
    const other = generateKeyPairSync('ed25519').publicKey
    const otherAddress = encodeBase58(other.export({ format: 'der', type: 'spki' }).subarray(-32))
    expect(await verifySolanaSignature(otherAddress, 'hello', signature)).toBe(false)
  })
})

describe('verifyBip322P2wpkh', () => {
  // BIP-322's own test vector: "Hello World" signed by bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l.
  const publicKey = '02c7f12003196442943d8588e01aee840423cc54fc1521526a3b85c2b0cbd58872'
  const signature =
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='

  it('accepts the BIP’s vector', () => {
    expect(verifyBip322P2wpkh(publicKey, 'Hello World', signature)).toBe(true)
  })

  it('rejects another message and another key', () => {
    expect(verifyBip322P2wpkh(publicKey, 'Hello World!', signature)).toBe(false)
    expect(verifyBip322P2wpkh(`03${publicKey.slice(2)}`, 'Hello World', signature)).toBe(false)
  })
})
