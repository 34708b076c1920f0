import type { AppKitCore } from '../../core/types.ts'
import type { RouterData, RouterView } from './types.ts'

export type ResetRouterParameters = { view: RouterView; data?: RouterData | undefined }

/** Makes `view` the only view in history. */
export function resetRouter(core: AppKitCore, { view, data }: ResetRouterParameters): void {
  const router = core.state.router
  router.view = view
  router.history = [view]
  router.data = data
}
