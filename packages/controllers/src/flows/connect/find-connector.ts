import type { ChainAdapter } from '../../adapter/types.ts'
import type { AppKitCore } from '../../core/types.ts'
import { getConnectorById } from '../../state/connector/get-connector-by-id.ts'
import { setConnectors } from '../../state/connector/set-connectors.ts'
import type { Connector } from '../../state/connector/types.ts'

/** The connector `id` of `adapter`, from state or (not yet discovered there) from the adapter. */
export function findConnector(
  core: AppKitCore,
  adapter: ChainAdapter,
  id: string,
): Connector | undefined {
  const known = getConnectorById(core, { id, namespace: adapter.namespace })
  if (known) return known
  const discovered = adapter.getConnectors().find((item) => item.id === id)
  if (discovered) setConnectors(core, { connectors: [discovered] })
  return discovered
}
