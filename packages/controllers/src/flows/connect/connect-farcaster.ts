import { AppKitError } from '@openappkit/common/errors'
import type { AdapterConnectReturnType } from '../../adapter/types.ts'
import type { AppKitCore } from '../../core/types.ts'
import { updateAccountState } from '../../state/chain/update-account-state.ts'
import { getEmbeddedWalletClient } from '../../state/embedded-wallet/get-embedded-wallet-client.ts'
import { pushView } from '../../state/router/push-view.ts'
import { completeEmbeddedWalletLogin } from '../embedded/complete-embedded-wallet-login.ts'
import { runEmbeddedWalletStep } from '../embedded/run-embedded-wallet-step.ts'

/**
 * Farcaster login through the embedded wallet: view ConnectingFarcaster with the sign-in URL
 * (kept as the account's farcasterUrl for the QR code), then waits for the visitor's approval
 * and connects. Either step failing throws `Failed to connect to farcaster`
 * (docs/project/behaviour.md §8).
 */
export async function connectFarcaster(core: AppKitCore): Promise<AdapterConnectReturnType> {
  const client = getEmbeddedWalletClient(core)
  const namespace = core.state.chains.activeChain
  pushView(core, { view: 'ConnectingFarcaster' })
  await runEmbeddedWalletStep(core, async () => {
    try {
      const account = namespace ? core.state.chains.chains[namespace]?.accountState : undefined
      if (!account?.farcasterUrl) {
        const { url } = await client.getFarcasterUri()
        if (namespace) updateAccountState(core, { namespace, patch: { farcasterUrl: url } })
      }
      await client.connectFarcaster()
    } catch (error) {
      throw new AppKitError('FAILED_TO_CONNECT_TO_FARCASTER', { cause: error })
    }
  })
  if (namespace) updateAccountState(core, { namespace, patch: { socialProvider: 'farcaster' } })
  return completeEmbeddedWalletLogin(core)
}
