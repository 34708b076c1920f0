import {
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useImperativeHandle,
  useRef,
} from 'react'
import { IconButton } from '../button/icon-button.tsx'
import { BackIcon, CloseIcon } from '../icons/icons.tsx'
import { classNames } from '../internal/class-names.ts'
import { type UseFocusTrapParameters, useFocusTrap } from './use-focus-trap.ts'

export type ModalFrameProps = {
  title: string
  onClose: () => void
  closeLabel: string
  /** Hides the close button and ignores Escape (a step that must not be abandoned). */
  closeDisabled?: boolean | undefined
  /** Shows a back button at the start of the header. */
  onBack?: (() => void) | undefined
  backLabel?: string | undefined
  /** Header start slot when there is no back button (for example a help button). */
  headerStart?: ReactNode
  children: ReactNode
  /**
   * A notice (a toast) laid over the top of the body, under the header: it covers the view
   * rather than pushing it down.
   */
  notice?: ReactNode
  footer?: ReactNode
  /** Focus-trap options; the trap is on unless `enabled: false`. */
  focusTrap?: UseFocusTrapParameters | undefined
  className?: string | undefined
}

/**
 * The dialog chrome: header with title, back and close buttons, a scrolling body and a footer.
 * A labelled modal dialog that traps focus and closes on Escape unless closing is disabled.
 */
export const ModalFrame = /* @__PURE__ */ forwardRef<HTMLDivElement, ModalFrameProps>(
  function ModalFrame(
    {
      title,
      onClose,
      closeLabel,
      closeDisabled,
      onBack,
      backLabel,
      headerStart,
      children,
      notice,
      footer,
      focusTrap,
      className,
    },
    forwardedRef,
  ) {
    const titleId = useId()
    const ref = useRef<HTMLDivElement>(null)
    useImperativeHandle(forwardedRef, () => ref.current as HTMLDivElement)
    useFocusTrap(ref, focusTrap)

    const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.stopPropagation()
      if (!closeDisabled) onClose()
    }

    const start =
      onBack && backLabel ? (
        <IconButton label={backLabel} icon={<BackIcon />} onClick={onBack} />
      ) : (
        headerStart
      )
    return (
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classNames('apkt-modal', className)}
        onKeyDown={handleKeyDown}
      >
        <div className="apkt-modal__header">
          <div className="apkt-modal__header-start">{start}</div>
          <h2 id={titleId} className="apkt-modal__title">
            {title}
          </h2>
          <div className="apkt-modal__header-end">
            {closeDisabled ? null : (
              <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
            )}
          </div>
          {notice ? <div className="apkt-modal__notice">{notice}</div> : null}
        </div>
        <div className="apkt-modal__body">{children}</div>
        {footer ? <div className="apkt-modal__footer">{footer}</div> : null}
      </div>
    )
  },
)
