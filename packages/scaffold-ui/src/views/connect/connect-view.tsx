import { pushView, type SocialLogin, updateAccountState } from '@openappkit/controllers/internal'
import { Button, Divider, Skeleton, Text, WalletRow } from '@openappkit/ui'
import { useState } from 'react'
import { openSocialWindow, setPendingSocialWindow } from '../../components/pending-social-window.ts'
import { StatusBlock } from '../../components/status-block.tsx'
import { WalletEntryRow } from '../../components/wallet-entry-row.tsx'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { formatCount } from '../../i18n/format-count.ts'
import { useLocale } from '../../i18n/locale-context.tsx'
import { selectWallet } from '../../wallets/select-wallet.ts'
import { usePhonePairing } from '../../wallets/use-phone-pairing.ts'
import { EmailEntry } from './email-entry.tsx'
import { LegalCheckbox, LegalNotice } from './legal-notice.tsx'
import { SocialButtons } from './social-buttons.tsx'
import { useConnectEntries } from './use-connect-entries.ts'

/** “420+” style: exact below ten, rounded down to tens above. */
function formatWalletCount(count: number, locale: string): string {
  return count < 10
    ? formatCount(count, locale)
    : `${formatCount(Math.floor(count / 10) * 10, locale)}+`
}

/**
 * The first view: the embedded wallet's email and social entries when enabled, then wallets in
 * docs/project/behaviour.md §1 connector type order, All Wallets, and the legal notice.
 */
export function ConnectView() {
  const { core, options, scaffold, views } = useModalContext()
  const { t, numberLocale } = useLocale()
  const { features, remoteFeatures } = useAppState('options')
  const { activeChain } = useAppState('chains')
  const { entries, total, list, hasAuthConnector } = useConnectEntries()
  const [agreed, setAgreed] = useState(false)
  const [expanded, setExpanded] = useState(false)
  usePhonePairing()

  // Email and socials are served by the embedded wallet, not the API: the options decide.
  const showEmail = remoteFeatures.email && hasAuthConnector && views.EmailLogin !== undefined
  const socials: readonly SocialLogin[] =
    remoteFeatures.socials && hasAuthConnector && views.ConnectingSocial !== undefined
      ? remoteFeatures.socials.filter(
          (provider) => provider !== 'farcaster' || views.ConnectingFarcaster !== undefined,
        )
      : []
  const { termsConditionsUrl, privacyPolicyUrl } = options
  const hasLegal = Boolean(termsConditionsUrl || privacyPolicyUrl)
  const needsAgreement = features.legalCheckbox && hasLegal && !agreed
  const showAllWallets = features.allWallets && views.AllWallets !== undefined && total > 0
  const hasEmbedded = showEmail || socials.length > 0
  const collapsed = features.collapseWallets && hasEmbedded && !expanded
  const loading = list.status === 'loading' || list.status === 'idle'

  const onSocial = (provider: SocialLogin) => {
    if (activeChain)
      updateAccountState(core, { namespace: activeChain, patch: { socialProvider: provider } })
    if (provider !== 'farcaster') {
      // Opened in the click itself, or popup blockers refuse it; ConnectingSocial drives it.
      const win = openSocialWindow()
      if (win) setPendingSocialWindow(core, win)
    }
    pushView(core, { view: provider === 'farcaster' ? 'ConnectingFarcaster' : 'ConnectingSocial' })
  }

  const walletList = (
    <>
      <ul className="apkt-list" aria-label={t('connect.walletsLabel')}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <WalletEntryRow
              entry={entry}
              disabled={needsAgreement}
              onSelect={(item) => selectWallet({ core, scaffold }, item)}
            />
          </li>
        ))}
        {loading ? (
          <li>
            <div role="status">
              <span className="apkt-visually-hidden">{t('connect.walletsLoading')}</span>
              <Skeleton height={56} shape="rect" />
            </div>
          </li>
        ) : null}
        {showAllWallets ? (
          <li>
            <WalletRow
              name={t('connect.allWallets')}
              chevron
              disabled={needsAgreement}
              tags={
                list.status === 'ready'
                  ? [{ label: formatWalletCount(total, numberLocale) }]
                  : undefined
              }
              onClick={() => pushView(core, { view: 'AllWallets' })}
            />
          </li>
        ) : null}
      </ul>
      {list.status === 'error' ? (
        <div className="apkt-inline" role="alert">
          <Text variant="caption" tone="error">
            {t('connect.walletsError')}
          </Text>
          <Button variant="ghost" size="sm" onClick={list.retry}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : null}
    </>
  )

  const empty = entries.length === 0 && !loading && !showAllWallets && !hasEmbedded

  return (
    <div className="apkt-view">
      {features.legalCheckbox && hasLegal ? (
        <LegalCheckbox
          checked={agreed}
          onChange={setAgreed}
          termsConditionsUrl={termsConditionsUrl}
          privacyPolicyUrl={privacyPolicyUrl}
        />
      ) : null}
      {showEmail ? (
        <EmailEntry
          disabled={needsAgreement}
          onSubmit={(email) => pushView(core, { view: 'EmailLogin', data: { email } })}
        />
      ) : null}
      {socials.length > 0 ? (
        <SocialButtons providers={socials} disabled={needsAgreement} onSelect={onSocial} />
      ) : null}
      {hasEmbedded && (entries.length > 0 || showAllWallets) ? (
        <Divider label={t('connect.or')} />
      ) : null}
      {empty ? (
        <StatusBlock
          tone="neutral"
          title={t('connect.emptyTitle')}
          description={t('connect.emptyDescription')}
        />
      ) : collapsed ? (
        <Button variant="secondary" size="lg" fullWidth onClick={() => setExpanded(true)}>
          {t('connect.continueWithWallet')}
        </Button>
      ) : (
        walletList
      )}
      {hasLegal && !features.legalCheckbox ? (
        <LegalNotice termsConditionsUrl={termsConditionsUrl} privacyPolicyUrl={privacyPolicyUrl} />
      ) : null}
    </div>
  )
}
