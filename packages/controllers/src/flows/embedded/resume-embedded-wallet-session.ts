import type { AppKitCore } from '../../core/types.ts'
import { getEmbeddedWalletClient } from '../../state/embedded-wallet/get-embedded-wallet-client.ts'
import { completeEmbeddedWalletLogin } from './complete-embedded-wallet-login.ts'

/** Whether a waiting session was found and connected. */
export type ResumeEmbeddedWalletSessionReturnType = boolean

/**
 * On load: when the embedded wallet holds a session (an earlier visit, a finished social
 * redirect) it is connected, with `Authenticating...` shown meanwhile; a failure follows
 * {@link completeEmbeddedWalletLogin} and is rethrown.
 */
export async function resumeEmbeddedWalletSession(
  core: AppKitCore,
): Promise<ResumeEmbeddedWalletSessionReturnType> {
  const client = getEmbeddedWalletClient(core)
  const { isConnected } = await client.isConnected()
  if (!isConnected) return false
  await completeEmbeddedWalletLogin(core)
  return true
}
