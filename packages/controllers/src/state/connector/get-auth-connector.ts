import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import { getConnectorById } from './get-connector-by-id.ts'
import type { Connector } from './types.ts'

export type GetAuthConnectorParameters = { namespace?: ChainNamespace | undefined }

/** The embedded-wallet (AUTH) connector, of `namespace` when given (active chain's first). */
export function getAuthConnector(
  core: AppKitCore,
  { namespace }: GetAuthConnectorParameters = {},
): Connector | undefined {
  const isAuth = (connector: Connector) =>
    connector.type === 'AUTH' && (namespace === undefined || connector.chain === namespace)
  const candidates = core.state.connectors.allConnectors.flatMap((connector) => [
    connector,
    ...(connector.connectors ?? []),
  ])
  const active = core.state.chains.activeChain
  return (
    candidates.find((connector) => isAuth(connector) && connector.chain === active) ??
    candidates.find(isAuth)
  )
}

export type IsAuthConnectedParameters = { namespace: ChainNamespace }

/** Whether `namespace` is connected through the embedded wallet. */
export function isAuthConnected(
  core: AppKitCore,
  { namespace }: IsAuthConnectedParameters,
): boolean {
  const id = core.state.connectors.activeConnectorIds[namespace]
  return id !== undefined && getConnectorById(core, { id, namespace })?.type === 'AUTH'
}
