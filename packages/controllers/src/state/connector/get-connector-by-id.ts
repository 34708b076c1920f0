import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import type { Connector } from './types.ts'

export type GetConnectorByIdParameters = { id: string; namespace?: ChainNamespace | undefined }

/** The connector with `id` (in `namespace` when given), looking inside multi-chain connectors. */
export function getConnectorById(
  core: AppKitCore,
  { id, namespace }: GetConnectorByIdParameters,
): Connector | undefined {
  const matches = (connector: Connector) =>
    connector.id === id && (namespace === undefined || connector.chain === namespace)
  for (const connector of core.state.connectors.allConnectors) {
    if (matches(connector)) return connector
    const inner = connector.connectors?.find(matches)
    if (inner) return inner
  }
  return undefined
}
