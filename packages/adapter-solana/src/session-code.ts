// What a connected wallet needs and the first paint does not (the session, the wallet's provider,
// transfers and their confirmation, the WalletConnect and embedded wallets): one chunk, imported on connect,
// reconnect, `preload()` or a send.
export { createSolanaSession } from './session/create-solana-session.ts'
export { toEmbeddedSolanaWallet } from './wallets/embedded-wallet.ts'
export { toWalletConnectSolanaWallet } from './wallets/walletconnect-wallet.ts'
