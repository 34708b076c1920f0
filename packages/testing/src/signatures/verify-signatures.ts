import { createHash, createPublicKey, verify, webcrypto } from 'node:crypto'

// Oracles for the non-EVM journeys (apps/compat, the release examples), from Node's own crypto:
// a signature a page shows is checked by code that shares nothing with the adapter or the test
// wallet that made it.

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** The bytes of a base58 string (Bitcoin's alphabet, as Solana addresses use it). */
function decodeBase58(text: string): Buffer {
  let value = 0n
  for (const character of text) {
    const digit = BASE58_ALPHABET.indexOf(character)
    if (digit < 0) throw new TypeError(`"${text}" is not base58: it holds "${character}"`)
    value = value * 58n + BigInt(digit)
  }
  const hex = value === 0n ? '' : value.toString(16)
  const body = Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex')
  const leadingZeros = text.length - text.replace(/^1+/, '').length
  return Buffer.concat([Buffer.alloc(leadingZeros), body])
}

/** Whether `signatureHex` is the ed25519 signature of the UTF-8 `message` by Solana `address`. */
export async function verifySolanaSignature(
  address: string,
  message: string,
  signatureHex: string,
): Promise<boolean> {
  if (!/^[0-9a-f]{128}$/.test(signatureHex)) return false
  const key = await webcrypto.subtle.importKey('raw', decodeBase58(address), 'Ed25519', false, [
    'verify',
  ])
  return webcrypto.subtle.verify(
    'Ed25519',
    key,
    Buffer.from(signatureHex, 'hex'),
    Buffer.from(message),
  )
}

const fromHex = (hex: string) => Buffer.from(hex, 'hex')
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest()
const hash256 = (bytes: Uint8Array) => sha256(sha256(bytes))
const hash160 = (bytes: Uint8Array) => createHash('ripemd160').update(sha256(bytes)).digest()
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32LE(value)
  return bytes
}
const ZERO_VALUE = Buffer.alloc(8)
const BIP322_TAG = sha256(Buffer.from('BIP0322-signed-message'))
// DER SubjectPublicKeyInfo prefix of a compressed secp256k1 key: Node's crypto reads keys so.
const SECP256K1_SPKI_PREFIX = fromHex('3036301006072a8648ce3d020106052b8104000a032200')

/** The items of a serialized witness stack (`[signature ‖ sighash type, public key]`), from base64. */
function witnessItems(base64: string): Buffer[] {
  const bytes = Buffer.from(base64, 'base64')
  const items: Buffer[] = []
  let offset = 1
  for (let index = 0; index < (bytes[0] ?? 0); index++) {
    const length = bytes[offset] ?? 0
    items.push(bytes.subarray(offset + 1, offset + 1 + length))
    offset += 1 + length
  }
  return items
}

/**
 * Whether `signature` (a base64 BIP-322 simple witness) signs `message` with the P2WPKH key
 * `publicKeyHex`: the BIP-143 digest of BIP-322's virtual `to_sign` transaction, recomputed here.
 */
export function verifyBip322P2wpkh(
  publicKeyHex: string,
  message: string,
  signature: string,
): boolean {
  const [signed, publicKey] = witnessItems(signature)
  if (!signed || !publicKey?.equals(fromHex(publicKeyHex)) || signed.at(-1) !== 0x01) return false
  const keyHash = hash160(publicKey)
  const messageHash = sha256(Buffer.concat([BIP322_TAG, BIP322_TAG, Buffer.from(message)]))
  // to_spend: version 0, one input committing to the message, one output paying the key.
  const toSpend = Buffer.concat([
    u32(0),
    Buffer.from([1]),
    Buffer.alloc(32),
    u32(0xffffffff),
    Buffer.from([0x22, 0x00, 0x20]),
    messageHash,
    u32(0),
    Buffer.from([1]),
    ZERO_VALUE,
    Buffer.from([0x16, 0x00, 0x14]),
    keyHash,
    u32(0),
  ])
  const outpoint = Buffer.concat([hash256(toSpend), u32(0)])
  // to_sign spends it to one OP_RETURN output; BIP-143 digest of its input, SIGHASH_ALL.
  const preimage = Buffer.concat([
    u32(0),
    hash256(outpoint),
    hash256(u32(0)),
    outpoint,
    Buffer.from([0x19, 0x76, 0xa9, 0x14]),
    keyHash,
    Buffer.from([0x88, 0xac]),
    ZERO_VALUE,
    u32(0),
    hash256(Buffer.concat([ZERO_VALUE, Buffer.from([0x01, 0x6a])])),
    u32(0),
    u32(1),
  ])
  const key = createPublicKey({
    key: Buffer.concat([SECP256K1_SPKI_PREFIX, publicKey]),
    format: 'der',
    type: 'spki',
  })
  // ECDSA over sha256 of the single hash is ECDSA over the double hash BIP-143 signs.
  return verify('sha256', sha256(preimage), key, signed.subarray(0, -1))
}
