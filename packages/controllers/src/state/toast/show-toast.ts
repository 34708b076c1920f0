import { TOAST_SWAP_DELAY_MS } from '@openappkit/common/constants'
import type { AppKitCore } from '../../core/types.ts'
import { type ToastMessage, toMessageDescriptor } from './to-message-descriptor.ts'
import type { ToastVariant } from './types.ts'

export type ShowToastParameters = {
  message: ToastMessage
  variant: ToastVariant
  /** A page the toast links to (a transaction on the block explorer). */
  link?: string | undefined
}

/**
 * Shows a toast. While another is open (or about to open) it is closed first and the new one
 * appears {@link TOAST_SWAP_DELAY_MS} later, so the swap is visible (docs/project/behaviour.md §4).
 */
export function showToast(core: AppKitCore, { message, variant, link }: ShowToastParameters): void {
  const { toast } = core.state
  const { runtime } = core
  const { clock } = core.services
  const swapping = toast.open || runtime.toastTimer !== undefined
  if (runtime.toastTimer !== undefined) clock.clearTimeout(runtime.toastTimer)
  runtime.toastTimer = undefined
  const descriptor = toMessageDescriptor(message)
  const open = () => {
    toast.message = descriptor
    toast.variant = variant
    toast.link = link
    toast.open = true
  }
  if (!swapping) {
    open()
    return
  }
  toast.open = false
  runtime.toastTimer = clock.setTimeout(() => {
    runtime.toastTimer = undefined
    open()
  }, TOAST_SWAP_DELAY_MS)
}

/** Shows a success toast, linking to `link` when given. */
export function showSuccessToast(
  core: AppKitCore,
  message: ToastMessage,
  { link }: { link?: string | undefined } = {},
): void {
  showToast(core, { message, variant: 'success', link })
}

/** Shows a loading toast. */
export function showLoadingToast(core: AppKitCore, message: ToastMessage): void {
  showToast(core, { message, variant: 'loading' })
}

/** Shows an error toast. */
export function showErrorToast(core: AppKitCore, message: ToastMessage): void {
  showToast(core, { message, variant: 'error' })
}
