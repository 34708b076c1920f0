import type { AppKitCore } from '../../core/types.ts'
import type { RouterData, RouterView } from './types.ts'

export type PushViewParameters = { view: RouterView; data?: RouterData | undefined }

/** Navigates to `view`, keeping the current one in history; pushing the current view is a no-op. */
export function pushView(core: AppKitCore, { view, data }: PushViewParameters): void {
  const router = core.state.router
  if (router.view === view) return
  router.view = view
  router.history.push(view)
  router.data = data
}
