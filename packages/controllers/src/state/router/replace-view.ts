import type { AppKitCore } from '../../core/types.ts'
import type { RouterData, RouterView } from './types.ts'

export type ReplaceViewParameters = { view: RouterView; data?: RouterData | undefined }

/** Shows `view` in place of the current one, so going back skips the current view. */
export function replaceView(core: AppKitCore, { view, data }: ReplaceViewParameters): void {
  const router = core.state.router
  if (router.history.length === 0) router.history.push(view)
  else router.history[router.history.length - 1] = view
  router.view = view
  router.data = data
}
