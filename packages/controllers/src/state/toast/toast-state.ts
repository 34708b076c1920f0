import type { ToastState } from './types.ts'

/** No toast shown. */
export function createToastState(): ToastState {
  return { open: false, message: undefined, variant: 'success', link: undefined }
}
