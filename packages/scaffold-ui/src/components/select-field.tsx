import { ChevronDownIcon } from '@openappkit/ui'
import { type ReactNode, useId } from 'react'

export type SelectOption = { value: string; label: string }

export type SelectFieldProps = {
  label: string
  value: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
  /** Shown first, unselectable, while nothing is chosen. */
  placeholder?: string | undefined
  /** An image before the select (the chosen token's icon). */
  leading?: ReactNode
  disabled?: boolean | undefined
}

/** A labelled native select in the field style: keyboard and screen readers work as usual. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  placeholder,
  leading,
  disabled,
}: SelectFieldProps) {
  const id = useId()
  return (
    <div className="apkt-field">
      <label className="apkt-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="apkt-field__control apkt-select">
        {leading ? <span className="apkt-select__leading">{leading}</span> : null}
        <select
          id={id}
          className="apkt-field__input apkt-select__input"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={16} aria-hidden="true" className="apkt-select__chevron" />
      </div>
    </div>
  )
}
