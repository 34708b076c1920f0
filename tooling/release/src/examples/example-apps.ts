import type { ExampleDevnetManifest } from './example-modules.ts'

/** The installed api and relay an example runs against (`undefined`: none). */
export type ExampleEndpoints = { api: string; relay: string } | undefined

/** The chain family an example connects to: it decides the test wallet and the oracles. */
export type ExampleChain = 'evm' | 'solana' | 'bitcoin'

export type ExampleApp = {
  /** Its folder under `examples/`. */
  name: string
  chain: ExampleChain
  /** How it is served once built: the static `dist/` of a Vite app, or `next start`. */
  server: 'static' | 'next'
  /** Packages it must hold once: two copies of any would split the wallet's or the app's state. */
  singletons: readonly string[]
  /** Whether it runs against the installed api and relay (the api serves no Bitcoin). */
  usesServers: boolean
  /** The environment of its build, which may inline the devnet's and the servers' URLs. */
  buildEnv(devnet: ExampleDevnetManifest, endpoints: ExampleEndpoints): Record<string, string>
  /** The page's path and query, which may carry the devnet's and the servers' URLs. */
  pagePath(devnet: ExampleDevnetManifest, endpoints: ExampleEndpoints): string
  /**
   * Ceiling of the JS loaded before the first click, gzip, KiB (issue 22): the last measured
   * figure plus about 3 %, so growth fails the release project. Lower it when a change makes room.
   */
  initialLoadBudgetKib: number
}

const REACT = ['react', 'react-dom'] as const
const WAGMI_SINGLETONS = [...REACT, 'wagmi', '@wagmi/core', 'viem'] as const

/** The devnet's EVM RPC URLs by chain id. */
const rpcUrlsOf = (devnet: ExampleDevnetManifest) =>
  devnet.evm.chains.map((chain): [string, string] => [String(chain.chainId), chain.rpcUrl])

/** `api=...&relay=...`: how the Vite examples take the site's own servers. */
const endpointParams = (endpoints: ExampleEndpoints): [string, string][] =>
  endpoints
    ? [
        ['api', endpoints.api],
        ['relay', endpoints.relay],
      ]
    : []

/** `/?rpc31337=...&rpc31338=...`: how the Vite EVM examples take the devnet's chains. */
const evmPagePath = (devnet: ExampleDevnetManifest, endpoints: ExampleEndpoints) =>
  `/?${new URLSearchParams([
    ...rpcUrlsOf(devnet).map(([id, url]): [string, string] => [`rpc${id}`, url]),
    ...endpointParams(endpoints),
  ])}`

/** Every example of `examples/`, and how the tests point it at their devnet. */
export const EXAMPLE_APPS: readonly ExampleApp[] = [
  {
    name: 'vite-react-wagmi',
    chain: 'evm',
    server: 'static',
    singletons: WAGMI_SINGLETONS,
    usesServers: true,
    buildEnv: () => ({}),
    pagePath: evmPagePath,
    // 216.6 KiB measured (release project, 2026-12-02: issues 35 and 47, the 20 locales)
    initialLoadBudgetKib: 223.1,
  },
  {
    name: 'next-app-router',
    chain: 'evm',
    server: 'next',
    singletons: WAGMI_SINGLETONS,
    usesServers: true,
    buildEnv: (devnet, endpoints) => ({
      ...Object.fromEntries(rpcUrlsOf(devnet).map(([id, url]) => [`NEXT_PUBLIC_RPC_${id}`, url])),
      ...(endpoints
        ? { NEXT_PUBLIC_API_URL: endpoints.api, NEXT_PUBLIC_RELAY_URL: endpoints.relay }
        : {}),
    }),
    pagePath: () => '/',
    // 330.7 KiB measured (release project, 2026-12-02: issues 35 and 47, the 20 locales)
    initialLoadBudgetKib: 340.6,
  },
  {
    name: 'vite-react-ethers',
    chain: 'evm',
    server: 'static',
    singletons: [...REACT, 'ethers'],
    usesServers: true,
    buildEnv: () => ({}),
    pagePath: evmPagePath,
    // 201.1 KiB measured (release project, 2026-12-02: issues 35 and 47, the 20 locales)
    initialLoadBudgetKib: 207.1,
  },
  {
    name: 'vite-react-ethers5',
    chain: 'evm',
    server: 'static',
    singletons: [...REACT, 'ethers'],
    usesServers: true,
    buildEnv: () => ({}),
    pagePath: evmPagePath,
    // 184.9 KiB measured (release project, 2026-12-02: issues 35 and 47, the 20 locales)
    initialLoadBudgetKib: 190.4,
  },
  {
    name: 'vite-react-solana',
    chain: 'solana',
    server: 'static',
    singletons: [...REACT, '@solana/web3.js'],
    usesServers: true,
    buildEnv: () => ({}),
    pagePath: ({ solana }, endpoints) =>
      `/?${new URLSearchParams([
        ['rpc', solana.rpcUrl],
        ['ws', solana.wsUrl],
        ...endpointParams(endpoints),
      ])}`,
    // 198.9 KiB measured (release project, 2026-12-02: issues 35 and 47, the 20 locales)
    initialLoadBudgetKib: 204.9,
  },
  {
    name: 'vite-react-bitcoin',
    chain: 'bitcoin',
    server: 'static',
    singletons: REACT,
    usesServers: false,
    buildEnv: () => ({}),
    pagePath: ({ bitcoin }) => `/?${new URLSearchParams({ esplora: bitcoin.esploraUrl })}`,
    // 109.3 KiB measured (release project, 2026-12-02: issues 35 and 47, the 20 locales)
    initialLoadBudgetKib: 112.6,
  },
]
