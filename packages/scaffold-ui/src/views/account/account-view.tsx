import { isAppKitError } from '@openappkit/common/errors'
import { truncateEmail } from '@openappkit/common/format'
import { disconnect } from '@openappkit/controllers'
import { closeModal, pushView, replaceView, showErrorToast } from '@openappkit/controllers/internal'
import {
  Button,
  Chip,
  ListRow,
  MailIcon,
  NetworkImage,
  Skeleton,
  WalletIcon,
  WalletImage,
} from '@openappkit/ui'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useModalContext, useScaffoldState } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { connectorImage } from '../../wallets/build-connect-entries.ts'
import type { WalletListing } from '../../wallets/types.ts'
import { AccountFeatures } from './account-features.tsx'
import { AccountHeader } from './account-header.tsx'
import { AccountTypeSwitch } from './account-type-switch.tsx'
import { embeddedAccountTypesOf } from './embedded-account-types.ts'
import { useActiveAccount } from './use-active-account.ts'

/**
 * The connected account: who (avatar, name, address, balance, explorer), where (network
 * button), what it can do (feature buttons), which wallet (ProfileWallets) and Disconnect.
 */
export function AccountView() {
  const { core, options, views } = useModalContext()
  const t = useT()
  const { walletList } = useScaffoldState()
  const { namespace, account, network, connector, networkState } = useActiveAccount()
  const leave = useTask(async () => {
    try {
      await disconnect(core)
    } catch (error) {
      // The toast keeps the error by code; the shell translates it.
      showErrorToast(core, isAppKitError(error) ? error : 'FAILED_TO_DISCONNECT')
      return
    }
    if (core.state.router.view === 'Account') closeModal(core)
  })

  const address = account?.address
  if (!namespace || !account || !address) {
    const waiting = account?.status === 'connecting' || account?.status === 'reconnecting'
    if (waiting) {
      return (
        <div className="apkt-view">
          <StatusBlock
            tone="loading"
            visual={<Skeleton width={72} height={72} shape="circle" />}
            title={t('account.reconnecting')}
          />
        </div>
      )
    }
    return (
      <StatusBlock
        tone="neutral"
        icon={<WalletIcon size={28} />}
        title={t('account.emptyTitle')}
        description={t('account.emptyDescription')}
        actions={
          <Button onClick={() => replaceView(core, { view: 'Connect' })}>
            {t('account.connectWallet')}
          </Button>
        }
      />
    )
  }

  const networkImage = network ? options.networkImages?.[network.caipNetworkId] : undefined
  const walletImage = connector
    ? connectorImage(
        connector,
        walletList.wallets as readonly WalletListing[],
        options.connectorImages,
      )
    : undefined
  const types = embeddedAccountTypesOf({
    namespace,
    account,
    connector,
    networkState,
    chainId: network?.id,
  })
  const smartAccountActive =
    types?.active === 'smartAccount' && types.smartAccount.toLowerCase() === address.toLowerCase()
  return (
    <div className="apkt-view">
      <AccountHeader
        account={account}
        address={address}
        badge={
          smartAccountActive ? <Chip tone="accent">{t('account.smartAccount')}</Chip> : undefined
        }
      />
      {types ? <AccountTypeSwitch key={types.active} types={types} /> : null}
      <AccountFeatures namespace={namespace} />
      {account.user?.email && views.UpdateEmailWallet ? (
        <ListRow
          leading={
            <span className="apkt-row__icon" aria-hidden="true">
              <MailIcon size={18} />
            </span>
          }
          // Shown shortened (docs/project/behaviour.md §5), whole on hover and to screen readers.
          title={
            <>
              <span aria-hidden="true" title={account.user.email}>
                {truncateEmail(account.user.email)}
              </span>
              <span className="apkt-visually-hidden">{account.user.email}</span>
            </>
          }
          description={t('account.editEmail')}
          chevron
          onClick={() => pushView(core, { view: 'UpdateEmailWallet' })}
        />
      ) : null}
      {network && views.Networks ? (
        <ListRow
          leading={<NetworkImage src={networkImage} size={40} />}
          title={network.name}
          chevron
          onClick={() => pushView(core, { view: 'Networks' })}
        />
      ) : null}
      {views.ProfileWallets ? (
        <ListRow
          leading={<WalletImage src={walletImage} size={40} />}
          title={t('account.wallets')}
          description={connector?.name}
          chevron
          onClick={() => pushView(core, { view: 'ProfileWallets' })}
        />
      ) : null}
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        loading={leave.state.status === 'pending'}
        onClick={() => void leave.start()}
      >
        {t('account.disconnect')}
      </Button>
    </div>
  )
}
