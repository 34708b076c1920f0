// What a connected wallet needs and the first paint does not (the wallet's provider, transfers and
// their confirmation, the WalletConnect and embedded wallets): one chunk, imported on connect,
// reconnect, `preload()` or a send.
export { createSolanaWalletProvider } from './provider/solana-provider.ts'
export { createTransfers } from './transactions/create-transfers.ts'
export { toEmbeddedSolanaWallet } from './wallets/embedded-wallet.ts'
export { toWalletConnectSolanaWallet } from './wallets/walletconnect-wallet.ts'
