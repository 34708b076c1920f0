import { createHash, createPublicKey, verify, webcrypto } from 'node:crypto'
import { PublicKey } from '@solana/web3.js'

// Independent checks of what the apps show, from Node's own crypto: the apps depend only on what
// an integrator's app has (no verifier of ours), so the oracle must not be the code under test.

const fromHex = (hex: string) => Buffer.from(hex, 'hex')

/** Whether `signatureHex` is `address`'s ed25519 signature over the UTF-8 `message`. */
export async function verifySolanaSignature(
  address: string,
  message: string,
  signatureHex: string,
): Promise<boolean> {
  const key = await webcrypto.subtle.importKey(
    'raw',
    new PublicKey(address).toBytes(),
    'Ed25519',
    false,
    ['verify'],
  )
  return webcrypto.subtle.verify('Ed25519', key, fromHex(signatureHex), Buffer.from(message))
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest()
const hash256 = (bytes: Uint8Array) => sha256(sha256(bytes))
const hash160 = (bytes: Uint8Array) => createHash('ripemd160').update(sha256(bytes)).digest()
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32LE(value)
  return bytes
}
const ZERO_VALUE = Buffer.alloc(8)
const tag = sha256(Buffer.from('BIP0322-signed-message'))
// DER SubjectPublicKeyInfo prefix of a compressed secp256k1 key: Node's crypto reads keys so.
const SECP256K1_SPKI_PREFIX = fromHex('3036301006072a8648ce3d020106052b8104000a032200')

/** The two items of a P2WPKH witness (`[signature ‖ sighash type, public key]`), from base64. */
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
 * Whether `signature` (base64 BIP-322 simple witness) signs `message` with the P2WPKH key
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
  const messageHash = sha256(Buffer.concat([tag, tag, Buffer.from(message)]))
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
