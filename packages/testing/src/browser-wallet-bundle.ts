// At the root of src/ on purpose: this module sits one level below the package both as source
// (src/) and built (dist/), so the same relative URL finds the bundle from either.
/** Location of the browser bundle of the wallet that `injectTestWallet` adds to pages. */
export const BROWSER_WALLET_BUNDLE_URL = new URL('../dist/test-wallet.global.js', import.meta.url)

/** Location of the browser bundle of the wallet that `injectForwardingWallet` adds to pages. */
export const FORWARDING_BROWSER_WALLET_BUNDLE_URL = new URL(
  '../dist/forwarding-wallet.global.js',
  import.meta.url,
)

/** Location of the browser bundle of the wallet that `injectSolanaTestWallet` adds to pages. */
export const SOLANA_BROWSER_WALLET_BUNDLE_URL = new URL(
  '../dist/solana-test-wallet.global.js',
  import.meta.url,
)

/** Location of the browser bundle of the wallet that `injectBitcoinTestWallet` adds to pages. */
export const BITCOIN_BROWSER_WALLET_BUNDLE_URL = new URL(
  '../dist/bitcoin-test-wallet.global.js',
  import.meta.url,
)

/** Location of the browser bundle of the wallet `openWalletConnectTestWalletPage` runs. */
export const WALLETCONNECT_BROWSER_WALLET_BUNDLE_URL = new URL(
  '../dist/walletconnect-test-wallet.global.js',
  import.meta.url,
)
