// Node-only helpers for test runners: the devnet process, its manifest file and Playwright.

export {
  type DevnetSmartAccount,
  type ToDevnetSmartAccountParameters,
  toDevnetSmartAccount,
} from './devnet/devnet-smart-account.ts'
export {
  type GetNodeBalanceParameters,
  type GetNodeTokenBalanceParameters,
  getNodeBalance,
  getNodeTokenBalance,
} from './devnet/get-node-balance.ts'
export {
  type GetSolanaBalanceParameters,
  type GetSolanaTokenBalanceParameters,
  getSolanaBalance,
  getSolanaTokenBalance,
} from './devnet/get-solana-balance.ts'
export { type ProvidingProject, provideDevnet } from './devnet/provide-devnet.ts'
export {
  DEVNET_MANIFEST_RELATIVE_PATH,
  findDevnetManifestPath,
  type ReadDevnetManifestParameters,
  readDevnetManifest,
} from './devnet/read-devnet-manifest.ts'
export {
  findDevnetRepoRoot,
  type StartDevnetProcessParameters,
  type StartDevnetProcessReturnType,
  startDevnetProcess,
} from './devnet/start-devnet-process.ts'
export {
  type BlockNonLocalFetchReturnType,
  blockNonLocalFetch,
} from './http/block-non-local-fetch.ts'
export { reserveLoopbackPort } from './http/reserve-loopback-port.ts'
export {
  type ServeDirectoryReturnType,
  serveDirectory,
} from './http/serve-directory.ts'
export {
  CHROMIUM_ARGS,
  type ChromiumLaunchOptions,
  chromiumLaunchOptions,
  DEFAULT_CHROMIUM_PATH,
} from './playwright/chromium-launch-options.ts'
export {
  type InjectBitcoinTestWalletParameters,
  type InjectedBitcoinTestWallet,
  type InjectedBitcoinTestWalletState,
  injectBitcoinTestWallet,
} from './playwright/inject-bitcoin-test-wallet.ts'
export {
  type InjectedForwardingWallet,
  type InjectForwardingWalletParameters,
  injectForwardingWallet,
} from './playwright/inject-forwarding-wallet.ts'
export {
  type InjectedSolanaTestWallet,
  type InjectSolanaTestWalletParameters,
  injectSolanaTestWallet,
} from './playwright/inject-solana-test-wallet.ts'
export {
  type InjectablePage,
  type InjectedTestWallet,
  type InjectTestWalletParameters,
  injectTestWallet,
} from './playwright/inject-test-wallet.ts'
export {
  type OpenWalletConnectTestWalletPageParameters,
  openWalletConnectTestWalletPage,
  type PagePendingProposal,
  type PageWalletConnectTestWalletControls,
  type WalletPage,
} from './playwright/open-walletconnect-test-wallet-page.ts'
export {
  isLocalUrl,
  type RefuseNonLocalRequestsReturnType,
  refuseNonLocalRequests,
} from './playwright/refuse-non-local-requests.ts'
export {
  type RouteWalletConnectNetworkParameters,
  type RouteWalletConnectNetworkReturnType,
  routeWalletConnectNetwork,
  WALLETCONNECT_NETWORK_HOST,
} from './playwright/route-walletconnect-network.ts'
export {
  countWalletPrompts,
  PROMPTING_METHODS,
  walletPrompts,
} from './playwright/wallet-prompts.ts'
export { type Stoppable, startAll } from './process/start-all.ts'
export {
  type StartAppProcessParameters,
  type StartAppProcessReturnType,
  startAppProcess,
} from './process/start-app-process.ts'
export {
  type StartRedisServerReturnType,
  startRedisServer,
} from './redis/start-redis-server.ts'
export { verifyBip322P2wpkh, verifySolanaSignature } from './signatures/verify-signatures.ts'
