import type { ChainNamespace } from '@openappkit/common/caip'
import { storageContextOf } from '../../core/storage-context-of.ts'
import type { AppKitCore } from '../../core/types.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { readStoredJson, updateStoredJson } from '../../platform/storage/stored-json.ts'
import { parseJsonRecord } from '../../platform/utils/parse-json-record.ts'
import { defineParser } from '../../platform/utils/safe-parser.ts'

export type SetActiveConnectorIdParameters = {
  namespace: ChainNamespace
  /** `undefined` forgets the namespace's connector (after a disconnect). */
  connectorId: string | undefined
}

const storedIdsSchema = defineParser((value) =>
  parseJsonRecord(value, (id) => (typeof id === 'string' ? id : undefined)),
)

/** The connector ids remembered per namespace: the "authorized" connectors of the last visit. */
export async function getStoredConnectorIds(
  core: AppKitCore,
): Promise<Partial<Record<ChainNamespace, string>>> {
  return (
    (await readStoredJson(core.services, STORAGE_KEYS.connectedConnectorIds, storedIdsSchema)) ?? {}
  )
}

/** Sets which connector `namespace` uses and remembers it for the next visit. */
export async function setActiveConnectorId(
  core: AppKitCore,
  { namespace, connectorId }: SetActiveConnectorIdParameters,
): Promise<void> {
  const active = core.state.connectors.activeConnectorIds
  if (connectorId === undefined) delete active[namespace]
  else active[namespace] = connectorId
  await updateStoredJson(
    storageContextOf(core),
    STORAGE_KEYS.connectedConnectorIds,
    storedIdsSchema,
    (stored) => {
      const { [namespace]: _previous, ...others } = stored ?? {}
      return connectorId === undefined ? others : { ...others, [namespace]: connectorId }
    },
  )
}
