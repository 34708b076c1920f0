import { base64ToBytes, decodeBase58, encodeBase58 } from '@openappkit/common/encoding'

// PKCS #8 wrapping of a raw 32-byte ed25519 seed (RFC 8410), the form WebCrypto imports.
const PKCS8_ED25519_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
])

/** One Solana account's key: its address and an ed25519 signer. */
export type Ed25519Key = {
  readonly address: string
  readonly publicKey: Uint8Array
  sign(bytes: Uint8Array): Promise<Uint8Array>
}

/** The key of a Solana secret key as wallets export it: 64 bytes (seed, then public key), base58. */
export async function importSolanaSecretKey(secretKey: string): Promise<Ed25519Key> {
  const bytes = decodeBase58(secretKey)
  if (bytes.length !== 64) throw new Error('A Solana secret key has 64 bytes')
  const pkcs8 = new Uint8Array(PKCS8_ED25519_PREFIX.length + 32)
  pkcs8.set(PKCS8_ED25519_PREFIX)
  pkcs8.set(bytes.subarray(0, 32), PKCS8_ED25519_PREFIX.length)
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, 'Ed25519', false, ['sign'])
  const publicKey = bytes.slice(32)
  return {
    address: encodeBase58(publicKey),
    publicKey,
    sign: async (message) =>
      new Uint8Array(
        await crypto.subtle.sign('Ed25519', privateKey, message as Uint8Array<ArrayBuffer>),
      ),
  }
}

const base64UrlBytes = (text: string) => base64ToBytes(text.replace(/-/g, '+').replace(/_/g, '/'))

/**
 * The 64-byte Solana secret key (seed, then public key; base58) of a 32-byte ed25519 seed, the
 * public key computed by WebCrypto.
 */
export async function solanaSecretKeyFromSeed(seed: Uint8Array): Promise<string> {
  const pkcs8 = new Uint8Array(PKCS8_ED25519_PREFIX.length + 32)
  pkcs8.set(PKCS8_ED25519_PREFIX)
  pkcs8.set(seed, PKCS8_ED25519_PREFIX.length)
  const key = await crypto.subtle.importKey('pkcs8', pkcs8, 'Ed25519', true, ['sign'])
  const { x } = await crypto.subtle.exportKey('jwk', key)
  const secretKey = new Uint8Array(64)
  secretKey.set(seed)
  secretKey.set(base64UrlBytes(x ?? ''), 32)
  return encodeBase58(secretKey)
}
