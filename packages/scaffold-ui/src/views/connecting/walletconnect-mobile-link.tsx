import { Button, CopyIcon, WalletImage } from '@openappkit/ui'
import { useEffect, useRef } from 'react'
import { StatusBlock } from '../../components/status-block.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { openDeepLink } from './open-deep-link.ts'

export type WalletConnectMobileLinkProps = {
  name: string
  imageUrl: string | undefined
  /** The wallet's deep link carrying the pairing URI. */
  href: string
  onCopy: () => void
}

/**
 * On a phone: opens the wallet app with the pairing URI as soon as there is one, and keeps a
 * button to open it again (the browser may ask first, or the visitor may come back).
 */
export function WalletConnectMobileLink({
  name,
  imageUrl,
  href,
  onCopy,
}: WalletConnectMobileLinkProps) {
  const t = useT()
  const opened = useRef<string | undefined>(undefined)
  useEffect(() => {
    // Once per pairing URI: a re-render must not send the visitor to the wallet again.
    if (opened.current === href) return
    opened.current = href
    openDeepLink(href)
  }, [href])

  return (
    <StatusBlock
      tone="loading"
      visual={<WalletImage src={imageUrl} size={64} />}
      title={t('connecting.continueIn', { name })}
      description={t('connecting.acceptRequest')}
      actions={
        <>
          <a className="apkt-button apkt-button--primary apkt-button--md" href={href}>
            <span className="apkt-button__label">{t('wc.openMobile', { name })}</span>
          </a>
          <Button
            variant="secondary"
            size="sm"
            leadingIcon={<CopyIcon size={16} />}
            onClick={onCopy}
          >
            {t('wc.copyLink')}
          </Button>
        </>
      }
    />
  )
}
