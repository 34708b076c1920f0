import { isEmail } from '@openappkit/common/validation'
import { updateEmail } from '@openappkit/controllers/internal'
import { Button, TextInput } from '@openappkit/ui'
import { type FormEvent, useState } from 'react'
import { useTask } from '../../components/use-task.ts'
import { useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { useActiveAccount } from '../account/use-active-account.ts'

/**
 * UpdateEmailWallet: the new email; the wallet then asks for one or two codes
 * (docs/project/behaviour.md §4).
 */
export function UpdateEmailWalletView() {
  const { core } = useModalContext()
  const t = useT()
  const { account } = useActiveAccount()
  const current = account?.user?.email ?? ''
  const [email, setEmail] = useState(current)
  const [invalid, setInvalid] = useState(false)
  const saving = useTask(async (value: string) => {
    await updateEmail(core, { email: value })
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!isEmail(value)) {
      setInvalid(true)
      return
    }
    void saving.start(value)
  }
  const unchanged = email.trim() === current
  return (
    <form className="apkt-view" onSubmit={submit} noValidate>
      <TextInput
        type="email"
        autoComplete="email"
        label={t('email.newEmailLabel')}
        value={email}
        error={invalid ? t('connect.emailInvalid') : undefined}
        onChange={(event) => {
          setEmail(event.target.value)
          setInvalid(false)
        }}
      />
      {saving.state.status === 'error' ? (
        <p className="apkt-inline-error" role="alert">
          {saving.state.message}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={unchanged}
        loading={saving.state.status === 'pending'}
      >
        {t('email.save')}
      </Button>
    </form>
  )
}
