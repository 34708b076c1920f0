import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import type { Connector } from '../../state/connector/types.ts'
import type { RouterData, RouterView } from '../../state/router/types.ts'

export type GetConnectTargetReturnType = { connectorId: string; namespace: ChainNamespace }

/** The connector to call: a multi-chain wallet connects through its active-chain part. */
export function getConnectTarget(
  core: AppKitCore,
  connector: Connector,
): GetConnectTargetReturnType {
  const parts = connector.connectors
  let target = connector
  if (connector.type === 'MULTI_CHAIN' && parts?.length) {
    target =
      parts.find((part) => part.chain === core.state.chains.activeChain) ?? parts[0] ?? connector
  }
  return { connectorId: target.id, namespace: target.chain }
}

export type GetConnectingConnectorParameters = {
  view: RouterView
  data?: RouterData | undefined
}

/**
 * The connector a Connecting view connects through: the one picked for `ConnectingExternal`, and
 * for the WalletConnect views the picked WalletConnect connector or else the site's one.
 * Undefined for other views, or when there is nothing to connect through.
 */
export function getConnectingConnector(
  core: AppKitCore,
  { view, data }: GetConnectingConnectorParameters,
): Connector | undefined {
  const picked = data?.connector
  if (view === 'ConnectingExternal') return picked
  if (view !== 'ConnectingWalletConnect' && view !== 'ConnectingWalletConnectBasic')
    return undefined
  if (picked?.type === 'WALLET_CONNECT') return picked
  return core.state.connectors.allConnectors.find((item) => item.type === 'WALLET_CONNECT')
}
