import { decodeBase58 } from '@openappkit/common/encoding'

export type VerifySolanaMessageParameters = {
  /** The signer's address: its ed25519 public key in base58. */
  address: string
  message: string | Uint8Array
  /** Base58, as Solana wallets and `solana_signMessage` give it. */
  signature: string
}

/** Whether `signature` is the ed25519 signature of `message` by `address` (WebCrypto). */
export async function verifySolanaMessage({
  address,
  message,
  signature,
}: VerifySolanaMessageParameters): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', decodeBase58(address), 'Ed25519', false, [
    'verify',
  ])
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  return crypto.subtle.verify(
    'Ed25519',
    key,
    decodeBase58(signature) as Uint8Array<ArrayBuffer>,
    bytes as Uint8Array<ArrayBuffer>,
  )
}
