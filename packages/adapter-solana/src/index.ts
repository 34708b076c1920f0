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
