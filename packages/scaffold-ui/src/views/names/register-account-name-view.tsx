import { isValidName } from '@openappkit/common/validation'
import type { NameSuggestion } from '@openappkit/controllers'
import {
  fetchNameSuggestions,
  nameLabel,
  registerAccountName,
} from '@openappkit/controllers/internal'
import { Button, Chip, Skeleton, TextInput } from '@openappkit/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'

/** Waits this long after the last keystroke before asking for suggestions. */
export const NAME_SUGGESTIONS_DEBOUNCE_MS = 300

/**
 * RegisterAccountName: the name (letters, digits, hyphens, 4+), suggestions from the name
 * service as it is typed, and Register (disabled until a name is typed), which asks the wallet
 * to sign (docs/project/behaviour.md §4).
 */
export function RegisterAccountNameView() {
  const { core } = useModalContext()
  const t = useT()
  const names = useAppState('names')
  const [name, setName] = useState('')
  const [invalid, setInvalid] = useState(false)
  const suggesting = useTask(async (value: string) => {
    await fetchNameSuggestions(core, { name: value })
  })
  const registering = useTask(async (value: string) => {
    await registerAccountName(core, { name: value })
  })
  const { start: suggest } = suggesting

  const label = nameLabel(name)
  const valid = isValidName(label)
  useEffect(() => {
    if (!valid) return
    const timer = setTimeout(() => void suggest(label), NAME_SUGGESTIONS_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [label, valid, suggest])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid) {
      setInvalid(true)
      return
    }
    void registering.start(name)
  }
  const busy = names.registering || registering.state.status === 'pending'
  const suggestions = names.suggestions as readonly NameSuggestion[]
  return (
    <form className="apkt-view" onSubmit={submit} noValidate>
      <TextInput
        label={t('names.inputLabel')}
        value={name}
        autoComplete="off"
        spellCheck={false}
        description={t('names.hint')}
        error={invalid && !valid ? t('names.invalid') : undefined}
        disabled={busy}
        onChange={(event) => {
          setName(event.target.value)
          setInvalid(false)
        }}
      />
      {valid && (names.loading || suggestions.length > 0 || suggesting.state.status === 'error') ? (
        <section className="apkt-stack apkt-stack--tight" aria-labelledby="apkt-name-suggestions">
          <h3 id="apkt-name-suggestions" className="apkt-section-label">
            {t('names.suggestions')}
          </h3>
          {names.loading ? (
            <div role="status">
              <span className="apkt-visually-hidden">{t('names.suggestionsLoading')}</span>
              <Skeleton height={44} shape="rect" />
            </div>
          ) : suggesting.state.status === 'error' ? (
            <p className="apkt-inline-error" role="alert">
              {suggesting.state.message}
            </p>
          ) : (
            <ul className="apkt-list">
              {suggestions.map((suggestion) => (
                <li key={suggestion.name}>
                  <button
                    type="button"
                    className="apkt-option"
                    disabled={suggestion.registered === true || busy}
                    onClick={() => setName(suggestion.name)}
                  >
                    <span className="apkt-row__title">{suggestion.name}</span>
                    <Chip tone={suggestion.registered ? 'neutral' : 'success'}>
                      {suggestion.registered ? t('names.taken') : t('names.available')}
                    </Chip>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {busy ? (
        <p className="apkt-note" role="status">
          {t('names.registering')}
        </p>
      ) : null}
      {registering.state.status === 'error' ? (
        <p className="apkt-inline-error" role="alert">
          {registering.state.message}
        </p>
      ) : null}
      <div className="apkt-view__actions">
        {/* Nothing typed, nothing to register; a name typed wrong says why when submitted. */}
        <Button type="submit" size="lg" fullWidth loading={busy} disabled={label === ''}>
          {t('names.register')}
        </Button>
      </div>
    </form>
  )
}
