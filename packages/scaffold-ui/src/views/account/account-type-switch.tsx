import { truncateAddress } from '@openappkit/common/format'
import { canSwitchToSmartAccount, setEmbeddedAccountType } from '@openappkit/controllers/internal'
import { Avatar, Button, ListRow } from '@openappkit/ui'
import { useTask } from '../../components/use-task.ts'
import { useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import type { EmbeddedAccountTypes } from './embedded-account-types.ts'

export type AccountTypeSwitchProps = { types: EmbeddedAccountTypes }

/**
 * The embedded wallet's smart account and its owner: the owner's address while the smart
 * account is active, and the switch between the two. docs/project/behaviour.md §4: to the smart
 * account only where smart accounts are enabled and from the EOA; balances and activity follow the
 * new address.
 */
export function AccountTypeSwitch({ types }: AccountTypeSwitchProps) {
  const { core } = useModalContext()
  const t = useT()
  const next = types.active === 'smartAccount' ? 'eoa' : 'smartAccount'
  const switching = useTask(async () => {
    await setEmbeddedAccountType(core, { accountType: next })
  })
  const allowed = next === 'eoa' || canSwitchToSmartAccount(core, { namespace: 'eip155' })
  if (types.active === 'eoa' && !allowed) return null
  return (
    <div className="apkt-account__type">
      {types.active === 'smartAccount' ? (
        <ListRow
          leading={<Avatar address={types.owner} label="" size={40} />}
          title={t('account.owner')}
          description={<span title={types.owner}>{truncateAddress(types.owner)}</span>}
        />
      ) : null}
      {allowed ? (
        <Button
          variant="secondary"
          fullWidth
          loading={switching.state.status === 'pending'}
          onClick={() => void switching.start()}
        >
          {next === 'eoa' ? t('account.switchToEoa') : t('account.switchToSmartAccount')}
        </Button>
      ) : null}
      {switching.state.status === 'error' ? (
        <p className="apkt-inline-error" role="alert">
          {switching.state.message}
        </p>
      ) : null}
    </div>
  )
}
