// The WalletConnect side of the test kit: a wallet that pairs over a relay like a phone would.
// Its own entry, so the browser wallet and the node helpers carry no WalletConnect client.

export {
  type BitcoinResponder,
  createBitcoinResponder,
  WALLETCONNECT_TEST_WALLET_BITCOIN_EVENTS,
  WALLETCONNECT_TEST_WALLET_BITCOIN_METHODS,
  type WalletConnectBitcoinAddress,
} from './walletconnect/bitcoin-responder.ts'
export {
  type CreateWalletConnectTestWalletParameters,
  createWalletConnectTestWallet,
  type PendingProposal,
  type WalletConnectTestWallet,
} from './walletconnect/create-walletconnect-test-wallet.ts'
export { MemoryKeyValueStorage } from './walletconnect/memory-key-value-storage.ts'
export {
  WALLETCONNECT_TEST_WALLET_EVENTS,
  WALLETCONNECT_TEST_WALLET_METHODS,
} from './walletconnect/session-namespaces.ts'
