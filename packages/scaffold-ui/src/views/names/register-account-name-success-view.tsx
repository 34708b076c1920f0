import { replaceView } from '@openappkit/controllers/internal'
import { Button, CheckIcon } from '@openappkit/ui'
import { StatusBlock } from '../../components/status-block.tsx'
import { useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { useActiveAccount } from '../account/use-active-account.ts'

/** RegisterAccountNameSuccess: the registered name and the way back to the account. */
export function RegisterAccountNameSuccessView() {
  const { core } = useModalContext()
  const t = useT()
  const { account } = useActiveAccount()
  const name = account?.profileName ?? ''
  return (
    <StatusBlock
      tone="success"
      icon={<CheckIcon size={28} />}
      title={t('names.successHeading', { name })}
      description={t('names.successDescription')}
      actions={
        <Button onClick={() => replaceView(core, { view: 'Account' })}>
          {t('common.backToAccount')}
        </Button>
      }
    />
  )
}
