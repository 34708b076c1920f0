import { type ButtonHTMLAttributes, forwardRef, type MouseEvent, type ReactNode } from 'react'
import { Spinner } from '../feedback/spinner.tsx'
import { classNames } from '../internal/class-names.ts'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant | undefined
  size?: ButtonSize | undefined
  /** Shows a spinner, sets `aria-busy` and ignores clicks while true; focus stays on the button. */
  loading?: boolean | undefined
  fullWidth?: boolean | undefined
  leadingIcon?: ReactNode
  trailingIcon?: ReactNode
}

/** The action button: primary, secondary, ghost or danger, in three sizes. */
export const Button = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    leadingIcon,
    trailingIcon,
    className,
    children,
    onClick,
    type = 'button',
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // `disabled` would drop focus mid-action, so a loading button stays focusable but inert.
    if (loading) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classNames(
        'apkt-button',
        `apkt-button--${variant}`,
        `apkt-button--${size}`,
        fullWidth && 'apkt-button--full',
        className,
      )}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner size={size === 'sm' ? 14 : 18} /> : leadingIcon}
      <span className="apkt-button__label">{children}</span>
      {trailingIcon}
    </button>
  )
})
