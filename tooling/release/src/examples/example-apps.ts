/** The devnet's EVM RPC URLs by chain id, as the examples take them. */
export type ExampleRpcUrls = Record<number, string>

export type ExampleApp = {
  /** Its folder under `examples/`. */
  name: string
  /** How it is served once built: the static `dist/` of a Vite app, or `next start`. */
  server: 'static' | 'next'
  /** The environment of its build, which may inline the devnet's URLs. */
  buildEnv(rpcUrls: ExampleRpcUrls): Record<string, string>
  /** The page's path and query, which may carry the devnet's URLs. */
  pagePath(rpcUrls: ExampleRpcUrls): string
}

/** Packages an example must hold once: two copies of any would split the wallet's state. */
export const SINGLETONS = ['react', 'react-dom', 'wagmi', '@wagmi/core', 'viem'] as const

/** Every example of `examples/`, and how the tests point it at their devnet. */
export const EXAMPLE_APPS: readonly ExampleApp[] = [
  {
    name: 'vite-react-wagmi',
    server: 'static',
    buildEnv: () => ({}),
    pagePath: (rpcUrls) =>
      `/?${new URLSearchParams(
        Object.entries(rpcUrls).map(([id, url]): [string, string] => [`rpc${id}`, url]),
      )}`,
  },
  {
    name: 'next-app-router',
    server: 'next',
    buildEnv: (rpcUrls) =>
      Object.fromEntries(
        Object.entries(rpcUrls).map(([id, url]) => [`NEXT_PUBLIC_RPC_${id}`, url]),
      ),
    pagePath: () => '/',
  },
]
