import { type ReactNode, useId } from 'react'
import { WarningIcon } from '../icons/icons.tsx'
import { classNames } from '../internal/class-names.ts'

export type FieldIds = { inputId: string; labelId: string; descriptionId: string; errorId: string }

/** Ids tying a control to its label, description and error text. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId()
  const inputId = id ?? generated
  return {
    inputId,
    labelId: `${inputId}-label`,
    descriptionId: `${inputId}-description`,
    errorId: `${inputId}-error`,
  }
}

/** The `aria-describedby` value for whichever of description and error are shown. */
export function describedBy(ids: FieldIds, description: unknown, error: unknown) {
  const parts = [description ? ids.descriptionId : '', error ? ids.errorId : ''].filter(Boolean)
  return parts.length > 0 ? parts.join(' ') : undefined
}

export type FieldProps = {
  ids: FieldIds
  label: string
  hideLabel?: boolean | undefined
  description?: ReactNode
  error?: string | undefined
  className?: string | undefined
  children: ReactNode
}

/** Label, control, description and error stacked the same way for every input. */
export function Field({
  ids,
  label,
  hideLabel,
  description,
  error,
  className,
  children,
}: FieldProps) {
  const labelClass = classNames('apkt-field__label', hideLabel && 'apkt-visually-hidden')
  return (
    <div className={classNames('apkt-field', className)}>
      <label id={ids.labelId} htmlFor={ids.inputId} className={labelClass}>
        {label}
      </label>
      {children}
      {description ? (
        <span id={ids.descriptionId} className="apkt-field__description">
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={ids.errorId} className="apkt-field__error">
          <WarningIcon size={14} />
          {error}
        </span>
      ) : null}
    </div>
  )
}
