import { Button, CopyIcon, WalletImage } from '@openappkit/ui'
import { StatusBlock } from '../../components/status-block.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import type { PhoneWalletLink } from '../../wallets/phone-wallet-link.ts'

export type WalletConnectMobileLinkProps = {
  name: string
  imageUrl: string | undefined
  /** The link that opens the wallet app; `undefined` while the pairing URI is being made. */
  link: PhoneWalletLink | undefined
  onCopy: () => void
}

/**
 * On a phone: "Continue in {wallet}". The tap that picked the wallet already opened its app;
 * the button opens it again, the retry for a visitor who came back (a real link the visitor
 * taps: iOS and popup blockers drop a navigation no tap started); copy hands the link over by
 * hand. A failed attempt shows the panel's error with a fresh pairing to try again.
 */
export function WalletConnectMobileLink({
  name,
  imageUrl,
  link,
  onCopy,
}: WalletConnectMobileLinkProps) {
  const t = useT()
  return (
    <StatusBlock
      tone="loading"
      visual={<WalletImage src={imageUrl} size={64} />}
      title={t('connecting.continueIn', { name })}
      description={
        link?.via === 'browse'
          ? t('connecting.continueInBrowser', { name })
          : t('connecting.acceptRequest')
      }
      actions={
        <>
          {link ? (
            <a className="apkt-button apkt-button--primary apkt-button--md" href={link.href}>
              <span className="apkt-button__label">{t('wc.openMobile', { name })}</span>
            </a>
          ) : (
            <Button variant="primary" disabled>
              {t('wc.qrLoading')}
            </Button>
          )}
          <Button
            variant="secondary"
            leadingIcon={<CopyIcon size={16} />}
            disabled={!link}
            onClick={onCopy}
          >
            {t('wc.copyLink')}
          </Button>
        </>
      }
    />
  )
}
