import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import { isConnected } from '../../state/chain/is-connected.ts'
import { showModal } from '../../state/modal/show-modal.ts'
import { resetRouter } from '../../state/router/reset-router.ts'
import type { RouterData, RouterView } from '../../state/router/types.ts'

export type OpenModalViewParameters = {
  /** First view; Account when connected, Connect otherwise. */
  view?: RouterView | undefined
  namespace?: ChainNamespace | undefined
  data?: RouterData | undefined
}

/**
 * Shows the modal on `view` (or the natural first view) with a fresh history, and nothing
 * else: what `openModal` does, minus starting a Connecting view's attempt. For flows that
 * `connect` itself reaches (sign-in, unsupported network), so no import cycle forms.
 */
export function openModalView(core: AppKitCore, parameters: OpenModalViewParameters = {}): void {
  const { view, namespace, data } = parameters
  const connected = isConnected(core, { namespace })
  resetRouter(core, { view: view ?? (connected ? 'Account' : 'Connect'), data })
  showModal(core, { namespace })
}
