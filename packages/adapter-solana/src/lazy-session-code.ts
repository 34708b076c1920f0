/** The adapter's session code (session-code.ts), imported on the first call; later calls reuse it. */
export type LazySessionCode = () => Promise<typeof import('./session-code.ts')>

// A separate chunk: a page whose visitor never connects a Solana wallet does not download it.
const loadSessionCode: LazySessionCode = () => import('./session-code.ts')

/**
 * The session code loaded on first use. A failed import (offline, a deploy replaced the chunk) is
 * tried again on the next call.
 */
export function lazySessionCode(load: LazySessionCode = loadSessionCode): LazySessionCode {
  let loading: ReturnType<LazySessionCode> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
