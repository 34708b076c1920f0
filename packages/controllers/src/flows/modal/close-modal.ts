import type { AppKitCore } from '../../core/types.ts'
import { hideModal } from '../../state/modal/hide-modal.ts'
import { isModalCloseDisabled } from './is-modal-close-disabled.ts'

/** `false` when closing is disabled and the modal stays open. */
export type CloseModalReturnType = boolean

/** Closes the modal unless the current view forbids it. */
export function closeModal(core: AppKitCore): CloseModalReturnType {
  if (isModalCloseDisabled(core)) return false
  hideModal(core)
  return true
}
