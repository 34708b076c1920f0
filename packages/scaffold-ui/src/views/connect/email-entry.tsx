import { ArrowRightIcon, IconButton, TextInput } from '@openappkit/ui'
import { type FormEvent, useState } from 'react'
import { useT } from '../../i18n/locale-context.tsx'

// The full check runs where the address is used; this only catches typos before navigating.
const looksLikeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type EmailEntryProps = {
  onSubmit: (email: string) => void
  disabled?: boolean | undefined
}

/** The email field of the embedded wallet: submits on Enter or with the arrow button. */
export function EmailEntry({ onSubmit, disabled }: EmailEntryProps) {
  const t = useT()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!looksLikeEmail.test(value)) {
      setError(t('connect.emailInvalid'))
      return
    }
    setError(undefined)
    onSubmit(value)
  }
  return (
    <form className="apkt-connect__email" onSubmit={submit} noValidate>
      <TextInput
        type="email"
        autoComplete="email"
        label={t('connect.emailLabel')}
        hideLabel
        placeholder={t('connect.emailPlaceholder')}
        value={email}
        error={error}
        disabled={disabled}
        onChange={(event) => {
          setEmail(event.target.value)
          if (error) setError(undefined)
        }}
        trailing={
          <IconButton
            type="submit"
            size="sm"
            label={t('connect.emailSubmit')}
            icon={<ArrowRightIcon size={16} />}
            disabled={disabled}
          />
        }
      />
    </form>
  )
}
