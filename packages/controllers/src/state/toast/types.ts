import type { MessageDescriptor } from '@openappkit/common/errors'

/** Toast variants of docs/project/behaviour.md §4. */
export const TOAST_VARIANTS = ['success', 'loading', 'error'] as const

export type ToastVariant = (typeof TOAST_VARIANTS)[number]

/** The single toast slot. */
export type ToastState = {
  open: boolean
  /** The message by identity; the modal translates it. */
  message: MessageDescriptor | undefined
  variant: ToastVariant
  /** A page the toast links to (a transaction on the block explorer). */
  link: string | undefined
}
