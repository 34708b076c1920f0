import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { classNames } from '../internal/class-names.ts'
import { describedBy, Field, useFieldIds } from './field.tsx'

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: string
  /** Keeps the label for assistive technology only (the placeholder or context names it visually). */
  hideLabel?: boolean | undefined
  description?: ReactNode
  error?: string | undefined
  leadingIcon?: ReactNode
  trailing?: ReactNode
}

/** A labelled single-line text field with optional icon, trailing slot, description and error. */
export const TextInput = /* @__PURE__ */ forwardRef<HTMLInputElement, TextInputProps>(
  function TextInput(
    {
      label,
      hideLabel,
      description,
      error,
      leadingIcon,
      trailing,
      id,
      className,
      type = 'text',
      ...rest
    },
    ref,
  ) {
    const ids = useFieldIds(id)
    return (
      <Field
        ids={ids}
        label={label}
        hideLabel={hideLabel}
        description={description}
        error={error}
        className={className}
      >
        <div className="apkt-field__control" data-invalid={error ? '' : undefined}>
          {leadingIcon ? <span className="apkt-field__icon">{leadingIcon}</span> : null}
          <input
            {...rest}
            ref={ref}
            id={ids.inputId}
            type={type}
            className={classNames('apkt-field__input')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids, description, error)}
          />
          {trailing}
        </div>
      </Field>
    )
  },
)
