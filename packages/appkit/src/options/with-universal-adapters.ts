import type { ChainAdapter } from '@openappkit/controllers'
import { createLazyUniversalAdapter } from './lazy-universal-adapter.ts'
import type { CreateAppKitOptions } from './types.ts'

/**
 * The integrator's adapters, plus a universal (WalletConnect-only) adapter for every namespace
 * of `networks` that has none, when a relay is configured: a Solana or Polkadot network then
 * connects through a phone wallet without a chain library on the page.
 */
export function withUniversalAdapters(
  options: CreateAppKitOptions,
  adapters: readonly ChainAdapter[],
): ChainAdapter[] {
  if (!options.relayUrl) return [...adapters]
  const covered = new Set(adapters.map((adapter) => adapter.namespace))
  const missing = [...new Set(options.networks.map((network) => network.chainNamespace))].filter(
    (namespace) => !covered.has(namespace),
  )
  const customRpcUrls = Object.fromEntries(
    Object.entries(options.customRpcUrls ?? {}).flatMap(([id, urls]) =>
      urls?.[0] ? [[id, urls[0].url]] : [],
    ),
  )
  return [
    ...adapters,
    ...missing.map((namespace) =>
      createLazyUniversalAdapter({ namespace, networks: options.networks, customRpcUrls }),
    ),
  ]
}
