import type { AppKitCore } from '../../core/types.ts'

/** Marks the modal closed. */
export function hideModal(core: AppKitCore): void {
  core.state.modal.open = false
  core.state.modal.loading = false
}
