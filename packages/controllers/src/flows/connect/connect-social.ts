import { SOCIAL_POPUP_CLOSED_CHECK_MS } from '@openappkit/common/constants'
import { AppKitError } from '@openappkit/common/errors'
import { type SocialProvider, socialProviderSchema } from '@openappkit/common/validation'
import type { AdapterConnectReturnType } from '../../adapter/types.ts'
import type { AppKitCore } from '../../core/types.ts'
import { updateAccountState } from '../../state/chain/update-account-state.ts'
import { updateEmbeddedWalletState } from '../../state/embedded-wallet/embedded-wallet-actions.ts'
import { getEmbeddedWalletClient } from '../../state/embedded-wallet/get-embedded-wallet-client.ts'
import { pushView } from '../../state/router/push-view.ts'
import { completeEmbeddedWalletLogin } from '../embedded/complete-embedded-wallet-login.ts'

/**
 * The social login popup, opened by the UI in the click handler (600x800, docs/project/behaviour.md
 * §9) so popup blockers allow it; the flow points it at the provider.
 */
export type SocialPopup = {
  /** Loads the provider's page. */
  navigate(url: string): void
  readonly closed: boolean
  close(): void
  /** Resolves with the URI the provider redirected to, posted back by the popup. */
  readonly result: Promise<string>
}

export type ConnectSocialParameters = { provider: SocialProvider; popup: SocialPopup }

/**
 * Resolves with the popup's result; rejects with `Popup closed` when the visitor closes it and
 * `Modal closed` when the modal closes, both checked every second (docs/project/behaviour.md §9).
 */
function waitForSocialResult(core: AppKitCore, popup: SocialPopup): Promise<string> {
  const { clock } = core.services
  return new Promise<string>((resolve, reject) => {
    let timer: unknown
    let settled = false
    const settle = (action: () => void) => {
      if (settled) return
      settled = true
      clock.clearTimeout(timer)
      action()
    }
    const check = () => {
      if (popup.closed) return settle(() => reject(new AppKitError('POPUP_CLOSED')))
      if (!core.state.modal.open) {
        return settle(() => reject(new AppKitError('MODAL_CLOSED')))
      }
      timer = clock.setTimeout(check, SOCIAL_POPUP_CLOSED_CHECK_MS)
    }
    timer = clock.setTimeout(check, SOCIAL_POPUP_CLOSED_CHECK_MS)
    popup.result.then(
      (uri) => settle(() => resolve(uri)),
      (error: unknown) => settle(() => reject(error)),
    )
  })
}

/**
 * Social login through the embedded wallet (docs/project/behaviour.md §7, §8): view
 * ConnectingSocial, the provider's redirect URI loaded in the popup (`Failed to initiate social
 * connection` when it cannot be had), the result URI handed to the wallet with `Authenticating...`
 * shown (`Failed to connect` when refused), then the AUTH connector connects. Closing the popup or
 * the modal ends it with `Popup closed` / `Modal closed`. The popup is closed on every failure.
 */
export async function connectSocial(
  core: AppKitCore,
  { provider, popup }: ConnectSocialParameters,
): Promise<AdapterConnectReturnType> {
  const client = getEmbeddedWalletClient(core)
  try {
    if (!socialProviderSchema.safeParse(provider).success) {
      throw new AppKitError('INVALID_SOCIAL_PROVIDER', { params: { provider: String(provider) } })
    }
    updateEmbeddedWalletState(core, { socialProvider: provider, loading: true, error: undefined })
    pushView(core, { view: 'ConnectingSocial' })
    const { uri } = await client.getSocialRedirectUri({ provider }).catch((error: unknown) => {
      throw new AppKitError('FAILED_TO_INITIATE_SOCIAL_CONNECTION', { cause: error })
    })
    if (!uri) throw new AppKitError('FAILED_TO_INITIATE_SOCIAL_CONNECTION')
    popup.navigate(uri)
    const resultUri = await waitForSocialResult(core, popup)
    popup.close()
    await client.connectSocial({ uri: resultUri }).catch((error: unknown) => {
      throw new AppKitError('FAILED_TO_CONNECT', { cause: error })
    })
    const namespace = core.state.chains.activeChain
    if (namespace) updateAccountState(core, { namespace, patch: { socialProvider: provider } })
  } catch (error) {
    popup.close()
    const message = error instanceof Error ? error.message : String(error)
    updateEmbeddedWalletState(core, { loading: false, error: message })
    throw error
  }
  updateEmbeddedWalletState(core, { loading: false })
  return completeEmbeddedWalletLogin(core)
}
