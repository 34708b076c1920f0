// Node-only helpers for test runners: the devnet process, its manifest file and Playwright.
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
  type InjectablePage,
  type InjectedTestWallet,
  type InjectTestWalletParameters,
  injectTestWallet,
} from './playwright/inject-test-wallet.ts'
