import type { AppKitCore } from '../../core/types.ts'
import { isConnected } from '../../state/chain/is-connected.ts'
import { popView } from '../../state/router/pop-view.ts'
import { replaceView } from '../../state/router/replace-view.ts'
import { closeModal } from './close-modal.ts'

/**
 * Steps back one view (docs/project/behaviour.md §2): from the first view the modal closes; landing
 * on Connect while connected shows Account instead.
 */
export function goBack(core: AppKitCore): void {
  const previous = popView(core)
  if (previous === undefined) {
    closeModal(core)
    return
  }
  if (previous === 'Connect' && isConnected(core)) replaceView(core, { view: 'Account' })
}
