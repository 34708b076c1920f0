import { DEVNET_SOLANA_CAIP_NETWORK_ID } from '@openappkit/common'
import { encodeBase58 } from '@openappkit/common/encoding'
import {
  createSolanaTestWallet,
  registerSolanaTestWallet,
} from '@openappkit/testing/wallet-standard'
import type { LabConfig } from '../config/lab-config.ts'

/** Name the lab's own Solana wallet registers itself with. */
export const DEVNET_SOLANA_WALLET_NAME = 'Devnet Solana Wallet'

const base64UrlBytes = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))

/**
 * The devnet's public Solana test key `account-{index}`, derived as the devnet derives it (seed =
 * sha256("openappkit-devnet-solana:" + label)), as a 64-byte secret key in base58.
 */
export async function devnetSolanaSecretKey(index: number): Promise<string> {
  const label = new TextEncoder().encode(`openappkit-devnet-solana:account-${index}`)
  const seed = new Uint8Array(await crypto.subtle.digest('SHA-256', label))
  // PKCS #8 of a raw ed25519 seed (RFC 8410); its JWK export carries the public key as `x`.
  const pkcs8 = Uint8Array.from([
    0x30,
    0x2e,
    0x02,
    0x01,
    0x00,
    0x30,
    0x05,
    0x06,
    0x03,
    0x2b,
    0x65,
    0x70,
    0x04,
    0x22,
    0x04,
    0x20,
    ...seed,
  ])
  const key = await crypto.subtle.importKey('pkcs8', pkcs8, 'Ed25519', true, ['sign'])
  const { x } = await crypto.subtle.exportKey('jwk', key)
  const secretKey = new Uint8Array(64)
  secretKey.set(seed)
  secretKey.set(base64UrlBytes(x ?? ''), 32)
  return encodeBase58(secretKey)
}

/**
 * Registers a Wallet Standard wallet holding the devnet's first two Solana test keys, so a person
 * without Phantom or Solflare can try the Solana presets (`?wallet=devnet`).
 */
export async function installDevnetSolanaWallet(config: LabConfig): Promise<void> {
  const secretKeys = [await devnetSolanaSecretKey(0), await devnetSolanaSecretKey(1)] as const
  const wallet = await createSolanaTestWallet({
    secretKeys,
    rpcUrl: config.solanaRpcUrl,
    chains: [DEVNET_SOLANA_CAIP_NETWORK_ID as `solana:${string}`],
    name: DEVNET_SOLANA_WALLET_NAME,
    storage: window.sessionStorage,
  })
  registerSolanaTestWallet(wallet)
}
