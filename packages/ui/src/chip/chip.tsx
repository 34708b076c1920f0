import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { classNames } from '../internal/class-names.ts'

export type ChipTone = 'neutral' | 'accent' | 'success' | 'warning' | 'error'

export type ChipProps = {
  children: ReactNode
  tone?: ChipTone | undefined
  size?: 'sm' | 'md' | undefined
  /** An icon or image before the text. */
  leading?: ReactNode
  /** Makes the chip a button. */
  onClick?: ButtonHTMLAttributes<HTMLButtonElement>['onClick']
  disabled?: boolean | undefined
  id?: string | undefined
  className?: string | undefined
}

/** A small label (“Recent”, “Installed”), or a compact button when it has `onClick`. */
export function Chip({
  children,
  tone = 'neutral',
  size = 'sm',
  leading,
  onClick,
  disabled,
  id,
  className,
}: ChipProps) {
  const classes = classNames('apkt-chip', `apkt-chip--${tone}`, `apkt-chip--${size}`, className)
  const content = (
    <>
      {leading}
      {/* Its own direction: “420+” stays so in a right-to-left row, a word reads as its script. */}
      <span className="apkt-chip__label" dir="auto">
        {children}
      </span>
    </>
  )
  if (onClick) {
    return (
      <button
        type="button"
        id={id}
        className={classNames(classes, 'apkt-chip--interactive')}
        onClick={onClick}
        disabled={disabled}
      >
        {content}
      </button>
    )
  }
  return (
    <span id={id} className={classes}>
      {content}
    </span>
  )
}
