import type { AppKitCore } from '../../core/types.ts'
import type { RouterView } from './types.ts'

export type ReturnToViewParameters = {
  view: RouterView
  /** The views of the finished flow (WalletSend, WalletSendPreview...). */
  flow: readonly RouterView[]
}

/**
 * Ends a flow on `view` (docs/project/behaviour.md §2: after a token send the view is replaced with
 * Account): the flow's views at the top of history leave it, so Back from `view` does not lead into
 * the finished flow (an empty send form, a spent quote); `view` is then shown, added unless it is
 * already the one below.
 */
export function returnToView(core: AppKitCore, { view, flow }: ReturnToViewParameters): void {
  const router = core.state.router
  while (router.history.length > 0 && flow.includes(router.history.at(-1) as RouterView)) {
    router.history.pop()
  }
  if (router.history.at(-1) !== view) router.history.push(view)
  router.view = view
  router.data = undefined
}
