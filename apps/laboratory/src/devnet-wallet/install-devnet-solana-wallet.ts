import { DEVNET_SOLANA_CAIP_NETWORK_ID } from '@openappkit/common'
import {
  createSolanaTestWallet,
  registerSolanaTestWallet,
  solanaSecretKeyFromSeed,
} from '@openappkit/testing/wallet-standard'
import type { LabConfig } from '../config/lab-config.ts'

/** Name the lab's own Solana wallet registers itself with. */
export const DEVNET_SOLANA_WALLET_NAME = 'Devnet Solana Wallet'

/**
 * The devnet's public Solana test key `account-{index}`, derived as the devnet derives it (seed =
 * sha256("openappkit-devnet-solana:" + label)), as a 64-byte secret key in base58.
 */
export async function devnetSolanaSecretKey(index: number): Promise<string> {
  const label = new TextEncoder().encode(`openappkit-devnet-solana:account-${index}`)
  const seed = new Uint8Array(await crypto.subtle.digest('SHA-256', label))
  return solanaSecretKeyFromSeed(seed)
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
