export { createAdapterContractChecks, runAdapterContractTests } from './adapter-contract.ts'
export type {
  AdapterContractCheck,
  AdapterContractTokenTransfer,
  AdapterContractWallet,
  MakeAdapter,
} from './adapter-contract-types.ts'
export {
  createFakeWalletConnectProvider,
  type FakeWalletConnectProvider,
} from './create-fake-walletconnect-provider.ts'
export {
  type CreateMemoryAdapterParameters,
  createMemoryAdapter,
} from './create-memory-adapter.ts'
export {
  type CreateMemoryEmbeddedWalletParameters,
  createMemoryEmbeddedWallet,
  type MemoryEmbeddedWallet,
} from './create-memory-embedded-wallet.ts'
export {
  type CreateMemoryWalletParameters,
  createMemoryWallet,
  type MemoryWallet,
  type MemoryWalletEvent,
} from './memory-wallet.ts'
