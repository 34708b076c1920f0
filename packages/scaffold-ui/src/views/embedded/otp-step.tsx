import { Button, OtpInput } from '@openappkit/ui'
import { useEffect, useRef, useState } from 'react'
import { useTask } from '../../components/use-task.ts'
import { useT } from '../../i18n/locale-context.tsx'

export type OtpStepProps = {
  /** What was sent where ("Enter the code we sent to ..."). */
  description: string
  /** Submits the complete code; rejects with the reason shown under the boxes. */
  onSubmit: (otp: string) => Promise<void>
  /** Sends a new code; its failure (the 30 s cooldown) shows the same way. */
  onResend?: (() => Promise<void>) | undefined
}

/**
 * Six code boxes that submit once full, the checking state and Resend. A refused code says why
 * (incorrect, with the tries left when the api tells them), and the boxes empty with focus on
 * the first, ready for the next try.
 */
export function OtpStep({ description, onSubmit, onResend }: OtpStepProps) {
  const t = useT()
  const [otp, setOtp] = useState('')
  // A new try: the boxes mount afresh, focus on the first.
  const [attempt, setAttempt] = useState(0)
  const verifying = useTask(async (code: string) => {
    try {
      await onSubmit(code)
    } catch (error) {
      setOtp('')
      setAttempt((count) => count + 1)
      throw error
    }
  })
  const resending = useTask(async () => {
    await onResend?.()
  })
  const busy = verifying.state.status === 'pending'
  const view = useRef<HTMLDivElement>(null)
  // After a refused code the boxes are enabled again: the first takes the focus.
  useEffect(() => {
    if (attempt > 0 && !busy) view.current?.querySelector<HTMLInputElement>('input')?.focus()
  }, [attempt, busy])
  const error =
    verifying.state.status === 'error'
      ? verifying.state.message
      : resending.state.status === 'error'
        ? resending.state.message
        : undefined
  return (
    <div ref={view} className="apkt-view apkt-otp">
      <p className="apkt-otp__description">{description}</p>
      <OtpInput
        key={attempt}
        label={t('email.codeLabel')}
        hideLabel
        digitLabel={(position, length) => t('email.digitLabel', { position, length })}
        value={otp}
        onValueChange={setOtp}
        onComplete={(code) => void verifying.start(code)}
        error={error}
        disabled={busy}
        autoFocus
      />
      {busy ? (
        <p className="apkt-note" role="status">
          {t('email.verifying')}
        </p>
      ) : null}
      {onResend ? (
        <Button
          variant="ghost"
          size="sm"
          loading={resending.state.status === 'pending'}
          disabled={busy}
          onClick={() => {
            setOtp('')
            void resending.start()
          }}
        >
          {t('email.resend')}
        </Button>
      ) : null}
    </div>
  )
}
