import type { AppKitCore } from '../../core/types.ts'

/** Shows or hides the modal's loading state. */
export function setModalLoading(core: AppKitCore, loading: boolean): void {
  core.state.modal.loading = loading
}
