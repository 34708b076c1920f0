export {
  type CreateMemoryAdapterParameters,
  createMemoryAdapter,
} from './adapter/create-memory-adapter.ts'
export {
  type CreateMemoryWalletParameters,
  createMemoryWallet,
  type MemoryWallet,
  type MemoryWalletEvent,
} from './adapter/memory-wallet.ts'
export {
  type AdapterContractCheck,
  type AdapterContractWallet,
  createAdapterContractChecks,
  type MakeAdapter,
  runAdapterContractTests,
} from './adapter-contract.test-kit.ts'
export {
  type CreateMemoryEmbeddedWalletParameters,
  createMemoryEmbeddedWallet,
  type MemoryEmbeddedWallet,
} from './embedded-wallet/create-memory-embedded-wallet.ts'
