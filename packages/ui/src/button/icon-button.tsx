import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react'
import { classNames } from '../internal/class-names.ts'

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** Accessible name; an icon alone has none. */
  label: string
  icon: ReactNode
  variant?: 'ghost' | 'secondary' | undefined
  size?: 'sm' | 'md' | undefined
}

/** A square button showing only an icon, named by `label`. */
export const IconButton = /* @__PURE__ */ forwardRef<HTMLButtonElement, IconButtonProps>(
  function IconButton(
    { label, icon, variant = 'ghost', size = 'md', className, type = 'button', ...rest },
    ref,
  ) {
    return (
      <button
        {...rest}
        ref={ref}
        type={type}
        aria-label={label}
        className={classNames(
          'apkt-icon-button',
          `apkt-icon-button--${variant}`,
          `apkt-icon-button--${size}`,
          className,
        )}
      >
        {icon}
      </button>
    )
  },
)
