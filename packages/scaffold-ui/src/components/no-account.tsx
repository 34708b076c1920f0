import { pushView } from '@openappkit/controllers/internal'
import { Button, WalletIcon } from '@openappkit/ui'
import { useModalContext } from '../context/modal-context.tsx'
import { useT } from '../i18n/locale-context.tsx'
import { StatusBlock } from './status-block.tsx'

/** The empty state of a view that needs a connected account and has none. */
export function NoAccount() {
  const { core } = useModalContext()
  const t = useT()
  return (
    <StatusBlock
      tone="neutral"
      icon={<WalletIcon size={28} />}
      title={t('common.noAccountTitle')}
      description={t('common.noAccountDescription')}
      actions={
        <Button variant="primary" onClick={() => pushView(core, { view: 'Connect' })}>
          {t('account.connectWallet')}
        </Button>
      }
    />
  )
}
