import { createHash } from 'node:crypto'
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getAddressEncoder,
  getBase58Decoder,
  type KeyPairSigner,
} from '@solana/kit'

/** A deterministic Solana key: its signer plus the 64-byte secret key wallets import. */
export type DevnetSolanaKey = {
  signer: KeyPairSigner
  address: string
  /** Base58 of seed ‖ public key (the `solana-keygen` / web3.js `Keypair.secretKey` layout). */
  secretKey: string
}

/** Derives the key named `label`: its seed is sha256("openappkit-devnet-solana:" + label). */
export async function deriveSolanaKey(label: string): Promise<DevnetSolanaKey> {
  const seed = createHash('sha256').update(`openappkit-devnet-solana:${label}`).digest()
  const signer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed))
  const publicKey = getAddressEncoder().encode(signer.address)
  const secretKey = new Uint8Array(64)
  secretKey.set(seed, 0)
  secretKey.set(publicKey, 32)
  return { signer, address: signer.address, secretKey: getBase58Decoder().decode(secretKey) }
}
