import type { AppKitCore } from '../../core/types.ts'

/** Closes the toast and drops any toast waiting to appear. */
export function hideToast(core: AppKitCore): void {
  if (core.runtime.toastTimer !== undefined) {
    core.services.clock.clearTimeout(core.runtime.toastTimer)
    core.runtime.toastTimer = undefined
  }
  core.state.toast.open = false
}
