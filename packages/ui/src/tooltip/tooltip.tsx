import {
  type AriaAttributes,
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  useId,
  useState,
} from 'react'
import { classNames } from '../internal/class-names.ts'

export type TooltipProps = {
  content: string
  /** One focusable element (a button, a link); it gets `aria-describedby`. */
  children: ReactElement<AriaAttributes>
  placement?: 'top' | 'bottom' | undefined
  /** Starts shown (for galleries and onboarding hints); hover, focus and Escape still apply. */
  defaultOpen?: boolean | undefined
  className?: string | undefined
}

/** A description bubble shown while its trigger is hovered or focused; Escape hides it. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  defaultOpen = false,
  className,
}: TooltipProps) {
  const id = useId()
  const [open, setOpen] = useState(defaultOpen)
  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ')
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    // Dismiss the tooltip without also closing the dialog around it.
    event.stopPropagation()
    setOpen(false)
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only observes its trigger's focus and hover
    <span
      className={classNames('apkt-tooltip', className)}
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={handleKeyDown}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span
        role="tooltip"
        id={id}
        hidden={!open}
        className={classNames('apkt-tooltip__bubble', `apkt-tooltip__bubble--${placement}`)}
      >
        {content}
      </span>
    </span>
  )
}
