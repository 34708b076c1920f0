import cluster from 'node:cluster'
import type { SharedState } from './shared-state.ts'

/** The IPC message a worker sends its primary, which hands it to every other worker. */
export type CacheDeleteMessage = { type: 'openappkit:api:cache-delete'; keys: string[] }

/** Whether an IPC message is a {@link CacheDeleteMessage}. */
export function isCacheDeleteMessage(message: unknown): message is CacheDeleteMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'openappkit:api:cache-delete' &&
    Array.isArray((message as { keys?: unknown }).keys)
  )
}

/**
 * In a `--workers` cluster without Redis each process caches on its own: cache deletions (the
 * indexer dropping balances it saw move) are sent through the primary to every other worker, so
 * an HTTP worker never serves a balance the indexer knows is stale. Outside a cluster, or with
 * Redis (one shared cache), the state is returned as is.
 */
export function relayCacheDeletes(state: SharedState): SharedState {
  if (state.kind !== 'memory' || !cluster.isWorker || !process.send) return state
  const send = process.send.bind(process)
  const onMessage = (message: unknown) => {
    if (isCacheDeleteMessage(message)) void state.cache.delete(message.keys)
  }
  process.on('message', onMessage)
  return {
    ...state,
    cache: {
      ...state.cache,
      async delete(keys) {
        await state.cache.delete(keys)
        if (keys.length > 0) {
          const message: CacheDeleteMessage = {
            type: 'openappkit:api:cache-delete',
            keys: [...keys],
          }
          send(message)
        }
      },
    },
    async close() {
      process.off('message', onMessage)
      await state.close()
    },
  }
}

/** In the primary: hands every worker's cache deletions to all the other workers. */
export function forwardCacheDeletes(): void {
  cluster.on('message', (sender, message: unknown) => {
    if (!isCacheDeleteMessage(message)) return
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== sender && worker.isConnected()) worker.send(message)
    }
  })
}
