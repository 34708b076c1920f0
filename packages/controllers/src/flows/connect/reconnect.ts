import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import { setAccountStatus } from '../../state/chain/set-account-status.ts'
import {
  getStoredConnectorIds,
  setActiveConnectorId,
} from '../../state/connector/set-active-connector-id.ts'
import { requestSiwxOnConnect } from '../siwx/request-siwx-on-connect.ts'
import { findConnector } from './find-connector.ts'
import { syncConnectedAccount } from './sync-connected-account.ts'

async function reconnectNamespace(
  core: AppKitCore,
  namespace: ChainNamespace,
  connectorId: string | undefined,
): Promise<void> {
  const adapter = core.adapters.get(namespace)
  if (!connectorId || !adapter) {
    setAccountStatus(core, { namespace, status: 'disconnected' })
    return
  }
  setAccountStatus(core, { namespace, status: 'reconnecting' })
  const connector = findConnector(core, adapter, connectorId)
  const result = await adapter
    .reconnect({
      id: connectorId,
      type: connector?.type ?? 'INJECTED',
      provider: connector?.provider,
      chainId: core.state.chains.chains[namespace]?.networkState.caipNetwork?.id,
    })
    .catch((error: unknown) => {
      core.services.logger.warn(`reconnect failed for ${namespace}`, error)
      return undefined
    })
  if (!result) {
    setAccountStatus(core, { namespace, status: 'disconnected' })
    await setActiveConnectorId(core, { namespace, connectorId: undefined })
    return
  }
  await syncConnectedAccount(core, { namespace, result, connector })
}

/**
 * Restores last visit's sessions: a namespace with a remembered connector reconnects (status
 * reconnecting, then connected or disconnected); without an authorized connector it is
 * disconnected (docs/project/behaviour.md §4). A restored account without a sign-in session is
 * asked to sign in.
 */
export async function reconnect(core: AppKitCore): Promise<void> {
  const stored = await getStoredConnectorIds(core)
  const namespaces = Object.keys(core.state.chains.chains) as ChainNamespace[]
  await Promise.all(
    namespaces.map((namespace) => reconnectNamespace(core, namespace, stored[namespace])),
  )
  await requestSiwxOnConnect(core)
}
