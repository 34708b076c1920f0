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
} from './provider/solana-provider.ts'
export { SolanaAdapter } from './solana-adapter.ts'
