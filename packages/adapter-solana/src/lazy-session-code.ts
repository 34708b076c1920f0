import { lazyModule } from '@openappkit/controllers'

/** The adapter's session code (session-code.ts), imported on the first call; later calls reuse it. */
export type LazySessionCode = () => Promise<typeof import('./session-code.ts')>

// A separate chunk: a page whose visitor never connects a Solana wallet does not download it.
const loadSessionCode: LazySessionCode = () => import('./session-code.ts')

/** The session code loaded on first use, a failed import tried again on the next call. */
export function lazySessionCode(load: LazySessionCode = loadSessionCode): LazySessionCode {
  return lazyModule(load)
}
