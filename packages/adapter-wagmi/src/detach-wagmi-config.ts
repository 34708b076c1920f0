import type { Config } from '@wagmi/core'

/**
 * Stops a wagmi config listening, without disconnecting anything: its EIP-6963 discovery (the
 * window listener of its mipd store) and its connectors' wallet events. The config then no longer
 * follows the wallet nor writes the session to the storage the next adapter's config shares.
 * wagmi has no public teardown; `_internal` is what its own connect and disconnect actions use.
 */
export function detachWagmiConfig(config: Config): void {
  config._internal.mipd?.destroy()
  const { events } = config._internal
  for (const connector of config.connectors) {
    connector.emitter.off('change', events.change)
    connector.emitter.off('disconnect', events.disconnect)
    connector.emitter.off('connect', events.connect)
  }
}
