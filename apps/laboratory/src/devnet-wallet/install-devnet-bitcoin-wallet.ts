import { createBitcoinTestWallet, registerBitcoinTestWallet } from '@openappkit/testing/bitcoin'
import type { LabConfig } from '../config/lab-config.ts'

/** Name the lab's own Bitcoin wallet announces itself with. */
export const DEVNET_BITCOIN_WALLET_NAME = 'Devnet Bitcoin Wallet'

/** The devnet's public regtest key `account-{index}`, derived as the devnet derives it (hex). */
export async function devnetBitcoinPrivateKey(index: number): Promise<string> {
  const label = new TextEncoder().encode(`openappkit-devnet-bitcoin:account-${index}`)
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', label))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Announces a wallet (sats-connect and Wallet Standard) holding the devnet's first two regtest
 * keys, so a person without Xverse or Leather can try the Bitcoin presets (`?wallet=devnet`).
 */
export async function installDevnetBitcoinWallet(config: LabConfig): Promise<void> {
  const wallet = createBitcoinTestWallet({
    privateKeys: [await devnetBitcoinPrivateKey(0), await devnetBitcoinPrivateKey(1)],
    network: 'regtest',
    esploraUrl: config.bitcoinEsploraUrl,
    name: DEVNET_BITCOIN_WALLET_NAME,
    storage: window.sessionStorage,
  })
  registerBitcoinTestWallet(wallet, window)
}
