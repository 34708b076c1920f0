import type { ChainAdapter, Connector } from '@openappkit/controllers'
import type { CreateAppKitOptions } from './types.ts'

/**
 * `adapter` offering only the connectors `enableEIP6963` / `enableInjected` allow. The adapter
 * is left untouched (it may be shared); the result delegates everything else to it.
 */
export function filterAdapterConnectors(
  adapter: ChainAdapter,
  options: Pick<CreateAppKitOptions, 'enableEIP6963' | 'enableInjected'>,
): ChainAdapter {
  const allowAnnounced = options.enableEIP6963 !== false
  const allowInjected = options.enableInjected !== false
  if (allowAnnounced && allowInjected) return adapter
  const allowed = (connector: Connector) =>
    (allowAnnounced || connector.type !== 'ANNOUNCED') &&
    (allowInjected || connector.type !== 'INJECTED')
  // A prototype link keeps the adapter's own fields (wagmiConfig...) and its `this` working.
  const filtered: ChainAdapter = Object.create(adapter)
  Object.assign(filtered, {
    getConnectors: () => adapter.getConnectors().filter(allowed),
    on: ((event, listener) =>
      event === 'connectors'
        ? adapter.on('connectors', (payload) =>
            (listener as (value: typeof payload) => void)({
              connectors: payload.connectors.filter(allowed),
            }),
          )
        : adapter.on(event, listener)) satisfies ChainAdapter['on'],
    // The wrapper has no watchers of its own: its listeners live on the adapter it filters.
    destroy: () => adapter.destroy(),
  })
  return filtered
}
