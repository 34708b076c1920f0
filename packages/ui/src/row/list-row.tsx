import {
  forwardRef,
  type HTMLAttributes,
  type MouseEventHandler,
  type ReactNode,
  type Ref,
} from 'react'
import { ChevronRightIcon } from '../icons/icons.tsx'
import { classNames } from '../internal/class-names.ts'

export type ListRowProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'onClick'> & {
  leading?: ReactNode
  title: ReactNode
  description?: ReactNode
  /** Right side: chips, amounts, a check mark. */
  trailing?: ReactNode
  /** Makes the row a button. */
  onClick?: MouseEventHandler<HTMLButtonElement> | undefined
  disabled?: boolean | undefined
  /** Shows a chevron, for rows that open another view. */
  chevron?: boolean | undefined
  /** Id of the title element, for `aria-labelledby`. */
  titleId?: string | undefined
  descriptionId?: string | undefined
}

/** The shared row layout: leading image, title over description, trailing content. */
export const ListRow = /* @__PURE__ */ forwardRef<HTMLElement, ListRowProps>(function ListRow(
  {
    leading,
    title,
    description,
    trailing,
    onClick,
    disabled,
    chevron,
    titleId,
    descriptionId,
    className,
    ...rest
  },
  ref,
) {
  const content = (
    <>
      {leading ? <span className="apkt-row__leading">{leading}</span> : null}
      <span className="apkt-row__content">
        <span id={titleId} className="apkt-row__title">
          {title}
        </span>
        {description ? (
          <span id={descriptionId} className="apkt-row__description">
            {description}
          </span>
        ) : null}
      </span>
      {trailing ? <span className="apkt-row__trailing">{trailing}</span> : null}
      {chevron ? (
        <span className="apkt-row__chevron">
          <ChevronRightIcon size={18} />
        </span>
      ) : null}
    </>
  )
  if (onClick) {
    return (
      <button
        {...rest}
        ref={ref as Ref<HTMLButtonElement>}
        type="button"
        className={classNames('apkt-row', 'apkt-row--interactive', className)}
        onClick={onClick}
        disabled={disabled}
      >
        {content}
      </button>
    )
  }
  return (
    <div
      {...rest}
      ref={ref as Ref<HTMLDivElement>}
      className={classNames('apkt-row', className)}
      aria-disabled={disabled || undefined}
    >
      {content}
    </div>
  )
})
