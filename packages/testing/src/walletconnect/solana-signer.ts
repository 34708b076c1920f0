import { decodeBase58, encodeBase58 } from '@openappkit/common/encoding'

/** An ed25519 key of the test wallet's Solana account, answering `solana_signMessage`. */
export type SolanaTestSigner = {
  /** The account's address: its public key in base58. */
  readonly address: string
  /** `solana_signMessage` as the WalletConnect Solana reference words it. */
  signMessage(params: unknown): Promise<{ signature: string }>
}

/** A fresh ed25519 key (WebCrypto, in Node and in the browser alike). */
export async function createSolanaTestSigner(): Promise<SolanaTestSigner> {
  const keys = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])
  if (!('privateKey' in keys)) throw new Error('Ed25519 generated no key pair')
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey))
  const address = encodeBase58(publicKey)
  return {
    address,
    async signMessage(params) {
      const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown }
      if (typeof message !== 'string' || pubkey !== address) {
        throw Object.assign(new Error('Invalid solana_signMessage parameters'), { code: -32602 })
      }
      const bytes = decodeBase58(message)
      const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', keys.privateKey, bytes))
      return { signature: encodeBase58(signature) }
    },
  }
}
