import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex, encodeBase58 } from '@openappkit/common/encoding'
import { AppKitError } from '@openappkit/common/errors'
import { checksumAddress, keccak256 } from '@openappkit/common/validation'

/** Bytes of the one secret the frame keeps per account: an EVM key, then a Solana seed. */
export const EMBEDDED_SECRET_BYTES = 64

/** The account's keys and addresses, derived from its secret inside the frame. */
export type EmbeddedKeys = {
  evm: { privateKey: Uint8Array; address: string }
  solana: { seed: Uint8Array; address: string }
}

/** A fresh secret: 32 bytes for secp256k1 (eip155), 32 for ed25519 (solana). */
export function newEmbeddedSecret(): Uint8Array {
  const secret = new Uint8Array(EMBEDDED_SECRET_BYTES)
  secret.set(secp256k1.utils.randomPrivateKey(), 0)
  secret.set(ed25519.utils.randomPrivateKey(), 32)
  return secret
}

/** The keys and addresses of a secret; throws when it is not one. */
export function embeddedKeysOf(secret: Uint8Array): EmbeddedKeys {
  if (secret.length !== EMBEDDED_SECRET_BYTES) {
    throw new AppKitError('WALLET_FRAME_INVALID_REQUEST', {
      params: { type: 'key', problem: `a secret has ${EMBEDDED_SECRET_BYTES} bytes` },
    })
  }
  const privateKey = secret.slice(0, 32)
  const seed = secret.slice(32)
  // The address: the last 20 bytes of keccak256 over the uncompressed key without its prefix.
  const publicKey = secp256k1.getPublicKey(privateKey, false).slice(1)
  const hash = keccak256(publicKey)
  return {
    evm: { privateKey, address: checksumAddress(`0x${bytesToHex(hash.slice(-20))}`) },
    solana: { seed, address: encodeBase58(ed25519.getPublicKey(seed)) },
  }
}
