/** The web3.js connection type, as the incumbent's Solana entries export it. */
export type { Connection } from '@solana/web3.js'
export {
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
  type EstimateFeeParameters,
  type SolanaChainAdapter,
} from './create-solana-adapter.ts'
export { toSolanaError } from './errors/to-solana-error.ts'
export type {
  RawTransactionSender,
  SerializableTransaction,
  SolanaWalletProvider,
  /** The incumbent's name for the connected wallet's provider (`useAppKitProvider('solana')`). */
  SolanaWalletProvider as Provider,
} from './provider/solana-provider.ts'
export { SolanaAdapter } from './solana-adapter.ts'
