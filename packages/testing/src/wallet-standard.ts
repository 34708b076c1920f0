// The Wallet Standard side of the test kit: a Solana wallet with real ed25519 keys that registers
// itself in a page like an installed one. Its own entry, so the other helpers carry no standard.
export {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
} from './wallet-standard/create-solana-test-wallet.ts'
export { solanaSecretKeyFromSeed } from './wallet-standard/ed25519-key.ts'
export { registerSolanaTestWallet } from './wallet-standard/register-solana-test-wallet.ts'
export {
  parseWireTransaction,
  type WireTransaction,
  withSignature,
} from './wallet-standard/solana-transaction.ts'
export {
  type VerifySolanaMessageParameters,
  verifySolanaMessage,
} from './wallet-standard/verify-solana-message.ts'
