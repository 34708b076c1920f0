import { registerWallet } from '@wallet-standard/wallet'
import { BITCOIN_TEST_WALLET_ICON } from './bitcoin-standard-wallet.ts'
import type { BitcoinTestWallet } from './create-bitcoin-test-wallet.ts'
import type { SatsConnectProvider } from './sats-connect-provider.ts'

/** The global, and the dotted path from `window`, where the sats-connect provider lives. */
export const SATS_CONNECT_GLOBAL = 'OpenAppKitTestBitcoin'
export const SATS_CONNECT_PROVIDER_ID = `${SATS_CONNECT_GLOBAL}.BitcoinProvider`

/** An entry of `window.btc_providers`, as sats-connect discovers installed wallets. */
export type SatsConnectProviderEntry = {
  id: string
  name: string
  icon: string
  webUrl?: string
  chromeWebStoreUrl?: string
}

type BitcoinWindow = {
  btc_providers?: SatsConnectProviderEntry[]
  [SATS_CONNECT_GLOBAL]?: { BitcoinProvider: SatsConnectProvider }
}

/**
 * Makes the wallet discoverable in this page as an installed Xverse is: its provider listed in
 * `window.btc_providers` and set at `window.OpenAppKitTestBitcoin.BitcoinProvider`, and its
 * Wallet Standard face registered.
 */
export function registerBitcoinTestWallet(
  testWallet: BitcoinTestWallet,
  target: object = globalThis,
): void {
  const page = target as BitcoinWindow
  page[SATS_CONNECT_GLOBAL] = { BitcoinProvider: testWallet.provider }
  // Other wallets may have listed themselves, and a script may hold the list: add to it in place.
  const providers = page.btc_providers ?? []
  const index = providers.findIndex((entry) => entry.id === SATS_CONNECT_PROVIDER_ID)
  if (index >= 0) providers.splice(index, 1)
  providers.push({
    id: SATS_CONNECT_PROVIDER_ID,
    name: testWallet.name,
    icon: BITCOIN_TEST_WALLET_ICON,
  })
  page.btc_providers = providers
  registerWallet(testWallet.wallet)
}
