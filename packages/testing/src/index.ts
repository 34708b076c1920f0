// Browser-safe entry: the wallet and the manifest schema. Node-only helpers (devnet process,
// manifest file, Playwright injection) are in `@openappkit/testing/node`.
export {
  type BrowserTestWalletOptions,
  TEST_WALLET_GLOBAL,
} from './browser/browser-test-wallet-options.ts'
export {
  type CreateDevnetForwardingWalletParameters,
  type CreateDevnetForwardingWalletReturnType,
  createDevnetForwardingWallet,
} from './devnet/create-devnet-forwarding-wallet.ts'
export {
  type CreateDevnetTestWalletParameters,
  type CreateDevnetTestWalletReturnType,
  createDevnetTestWallet,
} from './devnet/create-devnet-test-wallet.ts'
export {
  type CreateDevnetWalletsParameters,
  createDevnetWallets,
  type DevnetWalletOfKind,
} from './devnet/create-devnet-wallets.ts'
export {
  type DevnetManifest,
  devnetManifestSchema,
  parseDevnetManifest,
} from './devnet/manifest-schema.ts'
export { createMemoryWebStorage, type MemoryWebStorage } from './devnet/memory-web-storage.ts'
export {
  type CompleteFarcasterChannelParameters,
  completeFarcasterChannel,
} from './farcaster/complete-farcaster-channel.ts'
export { createForwardingWallet } from './forwarding-wallet/create-forwarding-wallet.ts'
export type {
  CreateForwardingWalletParameters,
  ForwardingWallet,
  ForwardingWalletProvider,
} from './forwarding-wallet/types.ts'
export {
  type ForgedSignIn,
  type ForgeSignInsParameters,
  forgeSignIns,
} from './siwx/forge-sign-ins.ts'
export {
  type AddedChain,
  addEthereumChainParameterSchema,
  parseAddEthereumChainParameters,
} from './wallet/add-ethereum-chain.ts'
export { createTestWallet } from './wallet/create-test-wallet.ts'
export type {
  AnnounceTarget,
  CreateTestWalletParameters,
  RequestArguments,
  TestWallet,
  TestWalletAssetToken,
  TestWalletEventMap,
  TestWalletEventName,
  TestWalletInfo,
  TestWalletStorage,
} from './wallet/types.ts'
export type { WalletAssetReply } from './wallet/wallet-get-assets.ts'
