import { forwardRef, type HTMLAttributes } from 'react'
import { classNames } from '../internal/class-names.ts'

export type TextVariant = 'title' | 'subtitle' | 'body' | 'body-strong' | 'caption' | 'mono'
export type TextTone = 'primary' | 'secondary' | 'accent' | 'success' | 'warning' | 'error'

export type TextProps = HTMLAttributes<HTMLElement> & {
  as?: 'p' | 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'h4' | undefined
  variant?: TextVariant | undefined
  tone?: TextTone | undefined
  align?: 'start' | 'center' | 'end' | undefined
  /** One line with an ellipsis. */
  truncate?: boolean | undefined
}

/** Text in one of the type styles; `as` picks the element (use h1–h4 for headings). */
export const Text = /* @__PURE__ */ forwardRef<HTMLElement, TextProps>(function Text(
  { as: Element = 'p', variant = 'body', tone = 'primary', align, truncate, className, ...rest },
  ref,
) {
  return (
    <Element
      {...rest}
      // The union of element types cannot narrow the ref; every candidate is an HTMLElement.
      ref={ref as never}
      className={classNames(
        'apkt-text',
        `apkt-text--${variant}`,
        `apkt-text--${tone}`,
        align && `apkt-text--${align}`,
        truncate && 'apkt-truncate',
        className,
      )}
    />
  )
})

export type DividerProps = {
  /** Text in the middle of the line, e.g. “or”. */
  label?: string | undefined
  className?: string | undefined
}

/** A horizontal rule, optionally with a word in the middle. */
export function Divider({ label, className }: DividerProps) {
  if (!label) return <hr className={classNames('apkt-divider', className)} />
  return (
    <div className={classNames('apkt-divider', 'apkt-divider--labelled', className)}>
      <span>{label}</span>
    </div>
  )
}
