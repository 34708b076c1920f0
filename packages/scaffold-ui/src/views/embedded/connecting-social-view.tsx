import type { SocialProvider } from '@openappkit/common/validation'
import { connectSocial, type SocialPopup } from '@openappkit/controllers/internal'
import { Button, WalletIcon } from '@openappkit/ui'
import { useEffect, useState } from 'react'
import {
  openSocialWindow,
  takePendingSocialWindow,
} from '../../components/pending-social-window.ts'
import { createSocialPopup } from '../../components/social-popup.ts'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useT, useTranslateMessage } from '../../i18n/locale-context.tsx'
import { useActiveAccount } from '../account/use-active-account.ts'

/**
 * ConnectingSocial: the provider's window is open (Connect opened it on click); this view waits
 * for the login and shows `Authenticating...`, `Popup closed`, `Modal closed` or the
 * docs/project/behaviour.md §8 failure, with a button that opens a new window (a click, so no popup
 * blocker interferes).
 */
export function ConnectingSocialView() {
  const { core } = useModalContext()
  const t = useT()
  const translateMessage = useTranslateMessage()
  const wallet = useAppState('embeddedWallet')
  const { account } = useActiveAccount()
  const provider = (wallet.socialProvider ?? account?.socialProvider) as SocialProvider | undefined
  const attempt = useTask(async (popup: SocialPopup, chosen: SocialProvider) => {
    await connectSocial(core, { provider: chosen, popup })
  })
  const { start } = attempt
  const [blocked, setBlocked] = useState(false)

  useEffect(() => {
    const win = takePendingSocialWindow(core)
    if (win && provider) void start(createSocialPopup(win), provider)
  }, [core, provider, start])

  const name = provider ? t(`social.${provider}`) : ''
  const retry = () => {
    const win = openSocialWindow()
    setBlocked(!win)
    if (win && provider) void start(createSocialPopup(win), provider)
  }
  if (attempt.state.status === 'error' || blocked) {
    const message =
      attempt.state.status === 'error'
        ? attempt.state.message
        : translateMessage({ code: 'POPUP_CLOSED' })
    return (
      <StatusBlock
        tone="error"
        icon={<WalletIcon size={28} />}
        title={message}
        description={blocked ? t('social.popupBlocked') : undefined}
        actions={
          <Button variant="secondary" onClick={retry}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }
  if (attempt.state.status === 'pending') {
    return (
      <StatusBlock
        tone="loading"
        icon={<WalletIcon size={28} />}
        title={t('social.continueHeading', { provider: name })}
        description={
          wallet.loading
            ? t('social.openPopup', { provider: name })
            : translateMessage({ code: 'AUTHENTICATING' })
        }
      />
    )
  }
  return (
    <StatusBlock
      tone="neutral"
      icon={<WalletIcon size={28} />}
      title={t('social.continueHeading', { provider: name })}
      description={t('social.openPopup', { provider: name })}
      actions={
        <Button disabled={!provider} onClick={retry}>
          {t('social.open', { provider: name })}
        </Button>
      }
    />
  )
}
