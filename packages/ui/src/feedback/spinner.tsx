import { classNames } from '../internal/class-names.ts'

export type SpinnerProps = {
  /** Diameter in px. Default 20. */
  size?: number | undefined
  /** Announced text (for example “Loading”); without it the spinner is decorative. */
  label?: string | undefined
  className?: string | undefined
}

/** A rotating arc in the current text colour. */
export function Spinner({ size = 20, label, className }: SpinnerProps) {
  const svg = (
    <svg
      className={classNames('apkt-spinner', className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
  if (!label) return svg
  return (
    <span role="status" className="apkt-spinner-status">
      {svg}
      <span className="apkt-visually-hidden">{label}</span>
    </span>
  )
}
