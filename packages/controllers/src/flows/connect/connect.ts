import type { ChainNamespace } from '@openappkit/common/caip'
import { AppKitError, isUserRejection, messageOf } from '@openappkit/common/errors'
import type { AdapterConnectReturnType, ChainId } from '../../adapter/types.ts'
import type { AppKitCore } from '../../core/types.ts'
import { setAccountStatus } from '../../state/chain/set-account-status.ts'
import { recordLifecycleEvent } from '../../state/events/record-lifecycle-event.ts'
import { requestSiwxOnConnect } from '../siwx/request-siwx-on-connect.ts'
import { adoptConnectorNamespaces } from './adopt-connector-namespaces.ts'
import { findConnector } from './find-connector.ts'
import { syncConnectedAccount } from './sync-connected-account.ts'

export type ConnectParameters = {
  connectorId: string
  /** Namespace to connect; the active one by default. */
  namespace?: ChainNamespace | undefined
  /** Network to connect on; the namespace's current network by default. */
  chainId?: ChainId | undefined
  socialUri?: string | undefined
  /**
   * Leave the account status as it is while the wallet has not answered: a connection prepared
   * ahead of the visitor's pick (a phone's WalletConnect pairing) is not yet "connecting".
   */
  quiet?: boolean | undefined
}

export type ConnectReturnType = AdapterConnectReturnType

// How the incumbent's CONNECT_SUCCESS names the way in: a wallet in this browser, a code scanned
// with a phone, or the embedded wallet's login.
const METHOD_OF_TYPE: Partial<Record<string, 'qrcode' | 'email'>> = {
  WALLET_CONNECT: 'qrcode',
  AUTH: 'email',
}

/** The adapter of `namespace`, or an error naming the namespace. */
export function requireAdapter(core: AppKitCore, namespace: ChainNamespace | undefined) {
  const adapter = namespace ? core.adapters.get(namespace) : undefined
  if (!adapter)
    throw new AppKitError('NO_ADAPTER_FOR_NAMESPACE', { params: { namespace: String(namespace) } })
  return adapter
}

/**
 * Connects through a connector: status connecting, then the account is synced and, with sign-in
 * configured, the SIWX flow starts (docs/project/behaviour.md §4). A refusal in the wallet throws
 * `Connection rejected`; other failures are passed on. Status returns to what it was on failure.
 */
export async function connect(
  core: AppKitCore,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const namespace = parameters.namespace ?? core.state.chains.activeChain
  const adapter = requireAdapter(core, namespace)
  const connector = findConnector(core, adapter, parameters.connectorId)
  if (!connector)
    throw new AppKitError('CONNECTOR_NOT_FOUND', { params: { id: parameters.connectorId } })
  const chain = core.state.chains.chains[adapter.namespace]
  const previous = chain?.accountState.status ?? 'disconnected'
  if (!parameters.quiet)
    setAccountStatus(core, { namespace: adapter.namespace, status: 'connecting' })
  let result: AdapterConnectReturnType
  try {
    result = await adapter.connect({
      id: connector.id,
      type: connector.type,
      provider: connector.provider,
      chainId: parameters.chainId ?? chain?.networkState.caipNetwork?.id,
      socialUri: parameters.socialUri,
    })
  } catch (error) {
    setAccountStatus(core, { namespace: adapter.namespace, status: previous })
    if (isUserRejection(error)) {
      const rejected = new AppKitError('CONNECTION_REJECTED', { cause: error })
      recordLifecycleEvent(core, {
        event: 'USER_REJECTED',
        properties: { message: rejected.message },
      })
      throw rejected
    }
    recordLifecycleEvent(core, {
      event: 'CONNECT_ERROR',
      properties: { message: messageOf(error) ?? String(error) },
    })
    throw error
  }
  await syncConnectedAccount(core, {
    namespace: adapter.namespace,
    result,
    connector,
    activate: true,
  })
  if (connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH') {
    await adoptConnectorNamespaces(core, {
      connected: adapter.namespace,
      connectorId: connector.id,
      type: connector.type,
    })
  }
  recordLifecycleEvent(core, {
    event: 'CONNECT_SUCCESS',
    properties: { method: METHOD_OF_TYPE[connector.type] ?? 'browser', name: connector.name },
  })
  await requestSiwxOnConnect(core)
  return result
}
