import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { describedBy, Field, useFieldIds } from './field.tsx'
import { sanitizeAmount } from './sanitize-amount.ts'

export type AmountInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'size' | 'defaultValue'
> & {
  label: string
  hideLabel?: boolean | undefined
  /** The amount as a decimal string; never a float, so 18 decimals survive. */
  value: string
  onValueChange: (value: string) => void
  /** Fraction digits allowed (the token's decimals). Default 18. */
  decimals?: number | undefined
  /** The amount the Max button puts in the field; the button shows only with `maxLabel`. */
  maxValue?: string | undefined
  maxLabel?: string | undefined
  /** A line under the field, usually the fiat equivalent. */
  description?: ReactNode
  /** Shown next to the Max button, usually the balance. */
  balance?: ReactNode
  error?: string | undefined
  /** Right side of the field, usually the token selector. */
  trailing?: ReactNode
}

/** A large decimal amount field with an optional Max button, balance and error text. */
export const AmountInput = /* @__PURE__ */ forwardRef<HTMLInputElement, AmountInputProps>(
  function AmountInput(
    {
      label,
      hideLabel,
      value,
      onValueChange,
      decimals = 18,
      maxValue,
      maxLabel,
      description,
      balance,
      error,
      trailing,
      id,
      className,
      placeholder = '0',
      disabled,
      ...rest
    },
    ref,
  ) {
    const ids = useFieldIds(id)
    const update = (raw: string) => {
      const next = sanitizeAmount(raw, { decimals })
      if (next !== undefined && next !== value) onValueChange(next)
    }
    const showMax = maxValue !== undefined && maxLabel !== undefined
    const hasFooter = Boolean(description) || Boolean(balance) || showMax
    return (
      <Field ids={ids} label={label} hideLabel={hideLabel} error={error} className={className}>
        <div
          className="apkt-field__control apkt-amount"
          data-invalid={error ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
        >
          <div className="apkt-amount__row">
            <input
              // A number reads left to right in every language (“0.” keeps its point at the end).
              dir="ltr"
              {...rest}
              ref={ref}
              id={ids.inputId}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              placeholder={placeholder}
              disabled={disabled}
              className="apkt-field__input apkt-amount__input"
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(ids, description, error)}
              onChange={(event) => update(event.target.value)}
            />
            {trailing}
          </div>
          {hasFooter ? (
            <div className="apkt-amount__footer">
              <span id={ids.descriptionId} className="apkt-amount__description">
                {description}
              </span>
              <span className="apkt-amount__balance">
                {balance}
                {showMax ? (
                  <button
                    type="button"
                    className="apkt-amount__max"
                    disabled={disabled}
                    onClick={() => update(maxValue)}
                  >
                    {maxLabel}
                  </button>
                ) : null}
              </span>
            </div>
          ) : null}
        </div>
      </Field>
    )
  },
)
