import { createForwardingWallet } from '../forwarding-wallet/create-forwarding-wallet.ts'
import type { ForwardingWallet } from '../forwarding-wallet/types.ts'
import {
  type BrowserForwardingWalletOptions,
  FORWARDING_WALLET_GLOBAL,
} from './browser-forwarding-wallet-options.ts'

/**
 * Runs in the page before any of its scripts: creates the forwarding extension wallet with
 * `sessionStorage` (an extension remembers the sites it authorized), announces it.
 */
export function install(options: BrowserForwardingWalletOptions): ForwardingWallet {
  const wallet = createForwardingWallet({
    ...options,
    storage: window.sessionStorage,
    announceTarget: window,
  })
  Object.defineProperty(window, FORWARDING_WALLET_GLOBAL, { value: wallet, configurable: true })
  return wallet
}
