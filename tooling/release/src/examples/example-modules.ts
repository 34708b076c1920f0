import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { measureInitialLoad } from '@openappkit/bench-bundle'

// Playwright's types, through the bench's measure (this package has no playwright dependency:
// the examples' journeys run with the copy each example installed from the registry).
export type Browser = Parameters<typeof measureInitialLoad>[0]['browser']
export type BrowserContext = Awaited<ReturnType<Browser['newContext']>>
export type Page = Awaited<ReturnType<BrowserContext['newPage']>>

type Hex = `0x${string}`

/** The devnet manifest's fields the journeys read. */
export type ExampleDevnetManifest = {
  evm: {
    chains: { chainId: number; rpcUrl: string }[]
    accounts: { address: Hex; privateKey: Hex }[]
  }
  solana: {
    caipNetworkId: string
    rpcUrl: string
    wsUrl: string
    /** `secretKey` is the 64-byte ed25519 secret key in base58. */
    accounts: { address: string; secretKey: string }[]
  }
  bitcoin: {
    esploraUrl: string
    accounts: { privateKey: string; payment: { address: string; publicKey: string } }[]
  }
}

/** What the page's test wallets tell of themselves: every method the page asked, in order. */
type InjectedNonEvmWallet = { getState(): Promise<{ requests: string[] }> }

/** What the journeys use of the packages an example installed, as their published types say. */
export type ExampleModules = {
  chromium: { launch(options: object): Promise<Browser> }
  testing: {
    chromiumLaunchOptions(): object
    injectTestWallet(
      page: Page,
      parameters: {
        privateKey: Hex
        rpcUrls: Record<number, string>
        chainId: number
        name: string
        rdns: string
      },
    ): Promise<unknown>
    countWalletPrompts(page: Page): Promise<void>
    walletPrompts(page: Page): Promise<string[]>
    getNodeBalance(parameters: { rpcUrl: string; address: Hex }): Promise<bigint>
    injectSolanaTestWallet(
      page: Page,
      parameters: { secretKeys: string[]; rpcUrl: string; chains: string[]; name: string },
    ): Promise<InjectedNonEvmWallet>
    getSolanaBalance(parameters: { rpcUrl: string; address: string }): Promise<bigint>
    injectBitcoinTestWallet(
      page: Page,
      parameters: { privateKeys: string[]; network: 'regtest'; esploraUrl: string; name: string },
    ): Promise<InjectedNonEvmWallet>
    serveDirectory(root: string): Promise<{ origin: string; close(): Promise<void> }>
    startDevnetProcess(parameters: {
      repoRoot: string
      ephemeral: boolean
    }): Promise<{ manifest: ExampleDevnetManifest; manifestPath: string; stop(): Promise<void> }>
  }
  /** `@openappkit/testing/bitcoin`: its own entry, where bitcoinjs-lib lives. */
  testingBitcoin: { esploraBalance(esploraUrl: string, address: string): Promise<bigint> }
  viem: {
    verifyMessage(parameters: { address: Hex; message: string; signature: Hex }): Promise<boolean>
  }
}

const EXPECTED = {
  chromium: ['launch'],
  testing: [
    'chromiumLaunchOptions',
    'injectTestWallet',
    'countWalletPrompts',
    'walletPrompts',
    'getNodeBalance',
    'injectSolanaTestWallet',
    'getSolanaBalance',
    'injectBitcoinTestWallet',
    'serveDirectory',
    'startDevnetProcess',
  ],
  testingBitcoin: ['esploraBalance'],
  viem: ['verifyMessage'],
} as const

/**
 * Loads playwright-core, `@openappkit/testing/node` and `/bitcoin`, and viem from an example's node_modules (as
 * installed from the registry), checking that each exports the functions the journeys call.
 */
export async function loadExampleModules(exampleDir: string): Promise<ExampleModules> {
  const require = createRequire(join(exampleDir, 'package.json'))
  const load = async (specifier: string) => {
    const path = require.resolve(specifier)
    return (await import(pathToFileURL(path).href)) as Record<string, unknown>
  }
  // playwright-core is CommonJS: its exports may only be on the default export.
  const playwright = await load('playwright-core')
  const chromium = playwright.chromium ?? (playwright.default as Record<string, unknown>)?.chromium
  const modules: Record<keyof typeof EXPECTED, Record<string, unknown>> = {
    chromium: (chromium ?? {}) as Record<string, unknown>,
    testing: await load('@openappkit/testing/node'),
    testingBitcoin: await load('@openappkit/testing/bitcoin'),
    viem: await load('viem'),
  }
  for (const [name, functions] of Object.entries(EXPECTED)) {
    const loaded = modules[name as keyof typeof EXPECTED]
    const missing = functions.filter((fn) => typeof loaded[fn] !== 'function')
    if (missing.length > 0) {
      throw new TypeError(`${exampleDir}: ${name} as installed lacks ${missing.join(', ')}`)
    }
  }
  return modules as unknown as ExampleModules
}
