import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react'
import { WarningIcon } from '../icons/icons.tsx'
import { classNames } from '../internal/class-names.ts'
import { describedBy, useFieldIds } from './field.tsx'

export type OtpInputProps = {
  /** Names the whole group (for example “Verification code”). */
  label: string
  hideLabel?: boolean | undefined
  /** Accessible name of one box, e.g. `(position, length) => \`Digit ${position} of ${length}\``. */
  digitLabel: (position: number, length: number) => string
  /** Number of boxes. Default 6. */
  length?: number | undefined
  /** The digits entered so far, without gaps. */
  value: string
  onValueChange: (value: string) => void
  /** Called once every box holds a digit. */
  onComplete?: ((value: string) => void) | undefined
  error?: string | undefined
  description?: string | undefined
  disabled?: boolean | undefined
  autoFocus?: boolean | undefined
  id?: string | undefined
  className?: string | undefined
}

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** One-time-code boxes: typing advances, paste fills all, arrows and Backspace move back. */
export function OtpInput({
  label,
  hideLabel,
  digitLabel,
  length = 6,
  value,
  onValueChange,
  onComplete,
  error,
  description,
  disabled,
  autoFocus,
  id,
  className,
}: OtpInputProps) {
  const ids = useFieldIds(id)
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const code = digitsOf(value).slice(0, length)
  // Focus moves before React re-renders; handlers read the newest code from here.
  const latest = useRef(code)
  latest.current = code
  // The box a Tab lands on: the first empty one, or the last when all are filled.
  const activeIndex = Math.min(code.length, length - 1)

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))]
    box?.focus()
    box?.select()
  }
  const commit = (next: string) => {
    const clipped = next.slice(0, length)
    if (clipped === code) return
    latest.current = clipped
    onValueChange(clipped)
    if (clipped.length === length) onComplete?.(clipped)
  }
  const fillFrom = (index: number, digits: string) => {
    const next = (code.slice(0, index) + digits).slice(0, length)
    commit(next)
    focusBox(next.length)
  }

  const handleChange = (index: number, raw: string) => {
    const digits = digitsOf(raw)
    if (digits.length === 0) {
      commit(code.slice(0, index) + code.slice(index + 1))
      return
    }
    // Autofill or a second digit typed into a filled box: take the digits from here on.
    fillFrom(index, digits.length === 1 ? digits : raw.length >= length ? digits : digits.slice(-1))
  }

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text'))
    event.preventDefault()
    if (digits.length === 0) return
    fillFrom(digits.length >= length ? 0 : index, digits)
  }

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const move = (target: number) => {
      event.preventDefault()
      focusBox(target)
    }
    switch (event.key) {
      case 'Backspace':
        event.preventDefault()
        if (index < code.length) {
          commit(code.slice(0, index) + code.slice(index + 1))
        } else if (index > 0) {
          commit(code.slice(0, index - 1))
          focusBox(index - 1)
        }
        return
      case 'Delete':
        event.preventDefault()
        commit(code.slice(0, index) + code.slice(index + 1))
        return
      case 'ArrowLeft':
        return move(index - 1)
      case 'ArrowRight':
        return move(Math.min(index + 1, code.length))
      case 'Home':
        return move(0)
      case 'End':
        return move(activeIndex)
    }
  }

  const describedById = describedBy(ids, description, error)
  return (
    <fieldset
      className={classNames('apkt-field', 'apkt-otp-field', className)}
      aria-describedby={describedById}
      disabled={disabled}
    >
      <legend className={classNames('apkt-field__label', hideLabel && 'apkt-visually-hidden')}>
        {label}
      </legend>
      <div className="apkt-otp" data-invalid={error ? '' : undefined}>
        {Array.from({ length }, (_, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
            key={index}
            ref={(element) => {
              boxes.current[index] = element
            }}
            id={index === 0 ? ids.inputId : undefined}
            className="apkt-otp__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: opt-in, for the view that exists to take the code
            autoFocus={autoFocus && index === activeIndex}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={error ? true : undefined}
            tabIndex={index === activeIndex ? 0 : -1}
            value={code[index] ?? ''}
            onFocus={(event) => {
              // No gaps: a click past the first empty box lands on it.
              if (index > latest.current.length) focusBox(latest.current.length)
              else event.target.select()
            }}
            onChange={(event) => handleChange(index, event.target.value)}
            onPaste={(event) => handlePaste(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
          />
        ))}
      </div>
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
    </fieldset>
  )
}
