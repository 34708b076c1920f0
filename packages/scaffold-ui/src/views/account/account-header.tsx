import { truncateAddress } from '@openappkit/common/format'
import {
  type AccountState,
  showErrorToast,
  showSuccessToast,
  syncIdentity,
  syncNativeBalance,
} from '@openappkit/controllers/internal'
import { Avatar, CopyIcon, ExternalLink, IconButton, Skeleton } from '@openappkit/ui'
import { type ReactNode, useEffect } from 'react'
import { copyText } from '../../components/copy-text.ts'
import { formatBalance } from '../../components/format-balance.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useLocale } from '../../i18n/locale-context.tsx'

export { formatBalance }

export type AccountHeaderProps = {
  account: AccountState
  address: string
  /** A label by the address, e.g. the embedded wallet's `Smart Account`. */
  badge?: ReactNode
}

/** Avatar, name (or shortened address) with a copy button, balance and explorer link. */
export function AccountHeader({ account, address, badge }: AccountHeaderProps) {
  const { core } = useModalContext()
  const { t, numberLocale } = useLocale()
  const { loading: balancesLoading } = useAppState('balances')
  const { caipAddress } = account
  // The balance line reads the account's native balance (cached 30 s) for this address and
  // network; an EVM account's name and avatar come from the name service (cached 5 min).
  useEffect(() => {
    if (!caipAddress) return
    void syncNativeBalance(core)
    if (caipAddress.startsWith('eip155:')) void syncIdentity(core)
  }, [core, caipAddress])
  const shortAddress = truncateAddress(address)
  const name = account.profileName || shortAddress
  const balance =
    account.balance !== undefined && account.balanceSymbol
      ? t('account.balanceValue', {
          amount: formatBalance(account.balance, numberLocale),
          symbol: account.balanceSymbol,
        })
      : undefined
  const copy = async () => {
    if (await copyText(address)) showSuccessToast(core, 'ADDRESS_COPIED')
    else showErrorToast(core, 'ADDRESS_COPY_FAILED')
  }
  return (
    <div className="apkt-account__header">
      <Avatar address={address} src={account.profileImage} label="" size={72} />
      <div className="apkt-account__identity">
        <p
          className="apkt-account__name"
          title={account.profileName ? `${name} (${address})` : address}
        >
          {name}
        </p>
        <IconButton
          size="sm"
          label={t('account.copyAddress')}
          icon={<CopyIcon size={16} />}
          onClick={() => void copy()}
        />
      </div>
      {badge}
      {balance ? (
        <p className="apkt-account__balance" title={`${account.balance} ${account.balanceSymbol}`}>
          <span className="apkt-visually-hidden">{t('account.balance')}: </span>
          {balance}
        </p>
      ) : balancesLoading ? (
        <div className="apkt-account__balance" role="status">
          <span className="apkt-visually-hidden">{t('account.balanceLoading')}</span>
          <Skeleton width={140} height={28} shape="rect" />
        </div>
      ) : null}
      {account.addressExplorerUrl ? (
        <ExternalLink
          href={account.addressExplorerUrl}
          newTabLabel={` ${t('common.opensInNewTab')}`}
        >
          {t('account.explorer')}
        </ExternalLink>
      ) : null}
    </div>
  )
}
