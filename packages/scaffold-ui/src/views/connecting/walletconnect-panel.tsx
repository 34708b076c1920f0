import { walletConnectLink } from '@openappkit/common/wallets'
import type { Connector } from '@openappkit/controllers'
import { pushView, showErrorToast, showSuccessToast } from '@openappkit/controllers/internal'
import { Button, CopyIcon, QrCode, SearchIcon, Skeleton, Text } from '@openappkit/ui'
import { copyText } from '../../components/copy-text.ts'
import { StatusBlock } from '../../components/status-block.tsx'
import { useModalContext, useScaffoldState } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { hasPhoneLink, phoneWalletLink } from '../../wallets/phone-wallet-link.ts'
import type { WalletListing } from '../../wallets/types.ts'
import { isMobileDevice } from './is-mobile-device.ts'
import { useConnectAttempt } from './use-connect-attempt.ts'
import { WalletConnectMobileLink } from './walletconnect-mobile-link.tsx'

export type WalletConnectPanelProps = {
  /** The WalletConnect connector, when the site set one up. */
  connector: Connector | undefined
  /** The wallet the visitor picked, for its name, image and app links. */
  wallet?: WalletListing | undefined
  view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic'
  imageUrl?: string | undefined
}

/**
 * The QR code of the pairing URI with copy and open-in-app links. The click that opened the
 * panel started connecting through the WalletConnect connector (the panel only reads that
 * attempt); the URI arrives through the mount.
 */
export function WalletConnectPanel({ connector, wallet, view, imageUrl }: WalletConnectPanelProps) {
  const { core, views } = useModalContext()
  const t = useT()
  const { walletConnectUri: uri } = useScaffoldState()
  const attempt = useConnectAttempt(connector, view)

  if (attempt.status === 'error') {
    return (
      <StatusBlock
        tone="error"
        title={attempt.message}
        description={t('wc.failedTitle')}
        actions={
          <Button variant="secondary" onClick={attempt.retry}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }
  const onPhone = wallet !== undefined && isMobileDevice() && hasPhoneLink(wallet)
  if (!connector && !uri && !(onPhone && wallet?.browseLink)) {
    return (
      <StatusBlock
        tone="neutral"
        title={t('wc.unavailableTitle')}
        description={t('wc.unavailableDescription')}
      />
    )
  }

  const copy = async (text: string | undefined) => {
    if (!text) return
    const copied = await copyText(text)
    if (copied) showSuccessToast(core, 'LINK_COPIED')
    else showErrorToast(core, 'LINK_COPY_FAILED')
  }
  if (onPhone && wallet) {
    const link = phoneWalletLink(wallet, { uri, pageUrl: globalThis.location?.href ?? '' })
    return (
      <WalletConnectMobileLink
        name={wallet.name}
        imageUrl={imageUrl}
        link={link}
        // The pairing URI pastes into any wallet; a page link is all a browse-only wallet takes.
        onCopy={() => void copy(link?.via === 'browse' ? link.href : uri)}
      />
    )
  }
  const mobileHref = uri
    ? walletConnectLink(wallet?.universalLink ?? wallet?.mobileLink, uri)
    : undefined
  const links = uri
    ? [
        {
          label: t('wc.openMobile', { name: wallet?.name ?? '' }),
          href: mobileHref,
        },
        { label: t('wc.openDesktop'), href: walletConnectLink(wallet?.desktopLink, uri) },
        { label: t('wc.openWeb'), href: walletConnectLink(wallet?.webappLink, uri) },
      ].filter((link): link is { label: string; href: string } => link.href !== undefined)
    : []

  return (
    <div className="apkt-qr-block">
      {uri ? (
        <QrCode
          value={uri}
          label={t('wc.qrLabel')}
          size={280}
          imageSrc={imageUrl}
          showImage
          // The icon hides the centre: H recovers 30 % where Q's 25 % left some URIs unreadable.
          errorCorrection="H"
        />
      ) : (
        <div className="apkt-qr-placeholder" role="status">
          <span className="apkt-visually-hidden">{t('wc.qrLoading')}</span>
          <Skeleton width="100%" height="100%" shape="rect" />
        </div>
      )}
      <Text variant="body-strong" align="center">
        {wallet ? t('wc.scanWith', { name: wallet.name }) : t('wc.scan')}
      </Text>
      <div className="apkt-inline">
        <Button
          variant="secondary"
          size="sm"
          leadingIcon={<CopyIcon size={16} />}
          disabled={!uri}
          onClick={() => void copy(uri)}
        >
          {t('wc.copyLink')}
        </Button>
        {links.map((link) => (
          <a
            key={link.label}
            className="apkt-button apkt-button--ghost apkt-button--sm"
            href={link.href}
            // An app scheme opens the app; a new tab would stay blank behind it.
            target={link.href.startsWith('https:') ? '_blank' : undefined}
            rel="noopener noreferrer"
          >
            <span className="apkt-button__label">{link.label}</span>
          </a>
        ))}
      </div>
      {view === 'ConnectingWalletConnectBasic' && views.AllWallets ? (
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          leadingIcon={<SearchIcon size={18} />}
          onClick={() => pushView(core, { view: 'AllWallets' })}
        >
          {t('wc.searchWallets')}
        </Button>
      ) : null}
    </div>
  )
}
