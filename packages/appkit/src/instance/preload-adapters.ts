import type { AppKitCore } from '@openappkit/controllers'

/**
 * Starts loading the code the adapters keep out of the first page load (`ChainAdapter.preload`),
 * so a click on a wallet does not wait on the network. A failure is only logged: the connect that
 * needs the code tries again and reports it.
 */
export function preloadAdapters(core: AppKitCore): void {
  for (const adapter of core.adapters.values()) {
    adapter.preload?.().catch((error: unknown) => {
      core.services.logger.warn(`preloading the ${adapter.namespace} adapter failed`, error)
    })
  }
}
