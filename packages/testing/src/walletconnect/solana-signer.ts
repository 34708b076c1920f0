import { base64ToBytes, decodeBase58, encodeBase58 } from '@openappkit/common/encoding'
import { type Ed25519Key, importSolanaSecretKey } from '../wallet-standard/ed25519-key.ts'
import { parseWireTransaction } from '../wallet-standard/solana-transaction.ts'

/** An ed25519 key of the test wallet's Solana account, answering the Solana requests. */
export type SolanaTestSigner = {
  /** The account's address: its public key in base58. */
  readonly address: string
  /** `solana_signMessage` as the WalletConnect Solana reference words it. */
  signMessage(params: unknown): Promise<{ signature: string }>
  /** `solana_signTransaction`: the base64 wire transaction in, the account's signature out. */
  signTransaction(params: unknown): Promise<{ signature: string }>
}

function invalidParams(method: string): Error {
  return Object.assign(new Error(`Invalid ${method} parameters`), { code: -32602 })
}

async function generatedKey(): Promise<Ed25519Key> {
  const keys = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])
  if (!('privateKey' in keys)) throw new Error('Ed25519 generated no key pair')
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey))
  return {
    address: encodeBase58(publicKey),
    publicKey,
    sign: async (bytes) =>
      new Uint8Array(
        await crypto.subtle.sign('Ed25519', keys.privateKey, bytes as Uint8Array<ArrayBuffer>),
      ),
  }
}

/**
 * The Solana side of the WalletConnect test wallet: the given secret key (64 bytes, base58, as
 * the devnet manifest lists them, so it can pay fees) or a fresh one (WebCrypto in Node and in
 * the browser alike).
 */
export async function createSolanaTestSigner(secretKey?: string): Promise<SolanaTestSigner> {
  const key = secretKey ? await importSolanaSecretKey(secretKey) : await generatedKey()
  const { address } = key
  return {
    address,
    async signMessage(params) {
      const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown }
      if (typeof message !== 'string' || pubkey !== address)
        throw invalidParams('solana_signMessage')
      return { signature: encodeBase58(await key.sign(decodeBase58(message))) }
    },
    async signTransaction(params) {
      const { transaction } = (params ?? {}) as { transaction?: unknown }
      if (typeof transaction !== 'string') throw invalidParams('solana_signTransaction')
      const parsed = parseWireTransaction(base64ToBytes(transaction))
      if (!parsed.signers.some((signer) => encodeBase58(signer) === address)) {
        throw Object.assign(new Error('The account is not a signer'), { code: 4100 })
      }
      return { signature: encodeBase58(await key.sign(parsed.message)) }
    },
  }
}
