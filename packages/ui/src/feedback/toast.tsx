import type { ReactNode } from 'react'
import { CheckIcon, CloseIcon, WarningIcon } from '../icons/icons.tsx'
import { classNames } from '../internal/class-names.ts'
import { Spinner } from './spinner.tsx'

export type ToastVariant = 'success' | 'loading' | 'error'

export type ToastProps = {
  variant: ToastVariant
  message: string
  /** A link or button after the message (a transaction's explorer page). */
  action?: ReactNode
  className?: string | undefined
} & ({ onClose: () => void; closeLabel: string } | { onClose?: undefined; closeLabel?: undefined })

// Functions, not elements: module-level JSX would be kept by bundlers that cannot prove it pure.
const icons: Record<ToastVariant, () => ReactNode> = {
  success: () => <CheckIcon size={14} strokeWidth={3} />,
  loading: () => <Spinner size={16} />,
  error: () => <WarningIcon size={14} strokeWidth={2.5} />,
}

/** A short notice; errors interrupt (`role="alert"`), the rest wait politely (`role="status"`). */
export function Toast({ variant, message, action, onClose, closeLabel, className }: ToastProps) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      className={classNames('apkt-toast', `apkt-toast--${variant}`, className)}
    >
      <span className="apkt-toast__icon">{icons[variant]()}</span>
      <span className="apkt-toast__message">{message}</span>
      {action ? <span className="apkt-toast__action">{action}</span> : null}
      {onClose ? (
        <button
          type="button"
          className="apkt-toast__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <CloseIcon size={14} />
        </button>
      ) : null}
    </div>
  )
}
