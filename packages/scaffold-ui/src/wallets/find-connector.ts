import type { ChainNamespace } from '@openappkit/common/caip'
import type { Connector } from '@openappkit/controllers'

/**
 * The connector `id` (of `namespace` when given) in a list, looking inside multi-chain ones —
 * `getConnectorById` over a render snapshot, so the lookup re-renders with the list.
 */
export function findConnector(
  connectors: readonly Connector[],
  id: string | undefined,
  namespace?: ChainNamespace | undefined,
): Connector | undefined {
  if (id === undefined) return undefined
  const matches = (connector: Connector) =>
    connector.id === id && (namespace === undefined || connector.chain === namespace)
  for (const connector of connectors) {
    if (matches(connector)) return connector
    const inner = connector.connectors?.find(matches)
    if (inner) return inner
  }
  return undefined
}
