import type { AppKitCore } from '../../core/types.ts'
import type { RouterView } from './types.ts'

/** The view shown after popping, or `undefined` when already on the first view. */
export type PopViewReturnType = RouterView | undefined

/** Steps back one view; on the first view nothing changes and `undefined` is returned. */
export function popView(core: AppKitCore): PopViewReturnType {
  const router = core.state.router
  if (router.history.length <= 1) return undefined
  router.history.pop()
  const previous = router.history[router.history.length - 1] as RouterView
  router.view = previous
  router.data = undefined
  return previous
}
