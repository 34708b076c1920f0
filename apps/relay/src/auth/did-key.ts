import { base58 } from '@scure/base'
import { RelayError } from '../relay/relay-error.ts'

// did:key (W3C CCG) for an Ed25519 key: "did:key:z" + base58btc(multicodec 0xed01 + 32 bytes).
const ED25519_MULTICODEC = [0xed, 0x01] as const
const ED25519_PUBLIC_KEY_LENGTH = 32

/** The Ed25519 public key a `did:key:z6Mk...` identifier names. */
export function decodeDidKey(did: string): Uint8Array {
  const [scheme, method, identifier] = did.split(':')
  if (scheme !== 'did' || method !== 'key' || !identifier?.startsWith('z')) {
    throw new RelayError('The issuer is not a did:key identifier', { details: did })
  }
  let bytes: Uint8Array
  try {
    bytes = base58.decode(identifier.slice(1))
  } catch (cause) {
    throw new RelayError('The issuer is not valid base58btc', { cause, details: did })
  }
  if (
    bytes.length !== ED25519_MULTICODEC.length + ED25519_PUBLIC_KEY_LENGTH ||
    bytes[0] !== ED25519_MULTICODEC[0] ||
    bytes[1] !== ED25519_MULTICODEC[1]
  ) {
    throw new RelayError('The issuer is not an Ed25519 did:key', { details: did })
  }
  return bytes.slice(ED25519_MULTICODEC.length)
}

/** The did:key identifier of an Ed25519 public key. */
export function encodeDidKey(publicKey: Uint8Array): string {
  const bytes = new Uint8Array([...ED25519_MULTICODEC, ...publicKey])
  return `did:key:z${base58.encode(bytes)}`
}
