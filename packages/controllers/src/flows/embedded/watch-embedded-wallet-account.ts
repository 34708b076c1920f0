import type { AppKitCore } from '../../core/types.ts'
import { applyEmbeddedWalletUser } from '../../state/chain/apply-embedded-wallet-user.ts'
import { isAuthConnected } from '../../state/connector/get-auth-connector.ts'
import type {
  EmbeddedWalletAccountEvent,
  EmbeddedWalletClient,
} from '../../state/embedded-wallet/types.ts'

// One subscription per wallet client: connecting again must not add listeners.
const watched = new WeakSet<EmbeddedWalletClient>()

/**
 * Keeps the EVM account in step with the embedded wallet's account events: a switch of the
 * active type or of the chain re-reads the user; a send from an undeployed smart account deploys it
 * (docs/project/behaviour.md §3 `smartAccountDeployed` false → true). Nothing changes while another
 * wallet is connected.
 */
export function watchEmbeddedWalletAccount(core: AppKitCore, client: EmbeddedWalletClient): void {
  if (!client.onAccountEvent || watched.has(client)) return
  watched.add(client)
  const report = (error: unknown) =>
    core.services.logger.warn('embedded wallet account update failed', error)
  const refresh = async () => {
    const user = await client.getUser?.()
    if (user && isAuthConnected(core, { namespace: 'eip155' })) {
      applyEmbeddedWalletUser(core, { namespace: 'eip155', user })
    }
  }
  const onEvent = (event: EmbeddedWalletAccountEvent) => {
    if (!isAuthConnected(core, { namespace: 'eip155' })) return
    const account = core.state.chains.chains.eip155?.accountState
    if (!account) return
    if (event.kind !== 'sent') {
      refresh().catch(report)
      return
    }
    if (account.preferredAccountType !== 'smartAccount' || account.smartAccountDeployed) return
    // eth_sendTransaction answers once its UserOperation landed: the account exists now. A batch
    // may still wait for the bundler, so the wallet is asked.
    if (event.method === 'eth_sendTransaction') account.smartAccountDeployed = true
    else refresh().catch(report)
  }
  Promise.resolve(client.onAccountEvent(onEvent)).catch(report)
}
