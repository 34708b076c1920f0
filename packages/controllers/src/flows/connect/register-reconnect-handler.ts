import type { AppKitCore, ReconnectHandler, ReconnectMethod } from '../../core/types.ts'

/** Installs how `method` reconnects (e.g. the social popup); returns a function that removes it. */
export function registerReconnectHandler(
  core: AppKitCore,
  method: ReconnectMethod,
  handler: ReconnectHandler,
): () => void {
  core.reconnectHandlers[method] = handler
  return () => {
    if (core.reconnectHandlers[method] === handler) delete core.reconnectHandlers[method]
  }
}
