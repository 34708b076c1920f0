import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import { clonePlain } from '../../platform/utils/clone-plain.ts'
import type { Connection } from './types.ts'

export type SetConnectionsParameters = {
  namespace: ChainNamespace
  connections: readonly Connection[]
}

/** Replaces the live connections of `namespace`. */
export function setConnections(
  core: AppKitCore,
  { namespace, connections }: SetConnectionsParameters,
): void {
  core.state.connections.connections[namespace] = connections.map((item) => clonePlain(item))
}
