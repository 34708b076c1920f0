import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { CheckIcon } from '../icons/icons.tsx'
import { describedBy, Field, useFieldIds } from './field.tsx'

export type AddressInputProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'defaultValue'
> & {
  label: string
  hideLabel?: boolean | undefined
  value: string
  onValueChange: (value: string) => void
  /** Set by the caller once it has validated the text (address or name). */
  validity?: 'valid' | 'invalid' | undefined
  /** Text shown while `validity` is `invalid`. */
  error?: string | undefined
  description?: ReactNode
  /** Shows a paste button reading the clipboard; its visible label. */
  pasteLabel?: string | undefined
  /** Called when reading the clipboard fails (permission refused, nothing readable). */
  onPasteError?: ((error: unknown) => void) | undefined
}

// Addresses and names never contain whitespace; pasted ones often carry a stray newline.
const compact = (text: string) => text.replace(/\s+/g, '')

/** A field for a recipient address or name that wraps long addresses and can paste. */
export const AddressInput = /* @__PURE__ */ forwardRef<HTMLTextAreaElement, AddressInputProps>(
  function AddressInput(
    {
      label,
      hideLabel,
      value,
      onValueChange,
      validity,
      error,
      description,
      pasteLabel,
      onPasteError,
      id,
      className,
      disabled,
      onKeyDown,
      ...rest
    },
    ref,
  ) {
    const ids = useFieldIds(id)
    const invalid = validity === 'invalid'
    const shownError = invalid ? error : undefined
    const paste = async () => {
      try {
        const text = await navigator.clipboard.readText()
        onValueChange(compact(text))
      } catch (cause) {
        onPasteError?.(cause)
      }
    }
    return (
      <Field
        ids={ids}
        label={label}
        hideLabel={hideLabel}
        description={description}
        error={shownError}
        className={className}
      >
        <div
          className="apkt-field__control apkt-address"
          data-invalid={invalid ? '' : undefined}
          data-valid={validity === 'valid' ? '' : undefined}
        >
          <textarea
            // An address reads left to right in every language.
            dir="ltr"
            {...rest}
            ref={ref}
            id={ids.inputId}
            rows={2}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            disabled={disabled}
            className="apkt-field__input apkt-address__input"
            value={value}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(ids, description, shownError)}
            onChange={(event) => onValueChange(compact(event.target.value))}
            onKeyDown={(event) => {
              // A single-line value: Enter must not insert a newline.
              if (event.key === 'Enter') event.preventDefault()
              onKeyDown?.(event)
            }}
          />
          {validity === 'valid' ? (
            <span className="apkt-address__valid">
              <CheckIcon size={16} strokeWidth={2.5} />
            </span>
          ) : null}
          {pasteLabel && value === '' ? (
            <button
              type="button"
              className="apkt-address__paste"
              disabled={disabled}
              onClick={paste}
            >
              {pasteLabel}
            </button>
          ) : null}
        </div>
      </Field>
    )
  },
)
