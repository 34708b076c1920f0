import type { ChainNamespace } from '@openappkit/common/caip'
import { storageContextOf } from '../../core/storage-context-of.ts'
import type { AppKitCore } from '../../core/types.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { readStoredJson, updateStoredJson } from '../../platform/storage/stored-json.ts'
import { parseJsonRecord } from '../../platform/utils/parse-json-record.ts'
import { defineParser } from '../../platform/utils/safe-parser.ts'
import { isSameAddress } from './same-address.ts'
import { parseStoredConnection, type StoredConnection } from './stored-connection.ts'
import type { Connection } from './types.ts'

/** How many remembered connections a namespace keeps (not in docs/project/behaviour.md; bounds storage). */
export const RECENT_CONNECTIONS_LIMIT = 10

const storedRecordSchema = defineParser((value) =>
  parseJsonRecord(value, (entries) => (Array.isArray(entries) ? entries : undefined)),
)

function toStored(connection: Connection): StoredConnection {
  return {
    connectorId: connection.connectorId,
    accounts: connection.accounts.map(({ address, type }) =>
      type ? { address, type } : { address },
    ),
    caipNetworkId: connection.caipNetwork?.caipNetworkId,
    auth: connection.auth,
  }
}

function fromStored(core: AppKitCore, stored: StoredConnection): Connection {
  const caipNetwork = core.state.options.networks.find(
    (network) => network.caipNetworkId === stored.caipNetworkId,
  )
  return {
    connectorId: stored.connectorId,
    accounts: stored.accounts,
    caipNetwork,
    auth: stored.auth,
  }
}

function isSameConnection(namespace: ChainNamespace, a: Connection, b: Connection): boolean {
  return (
    a.connectorId === b.connectorId &&
    isSameAddress(namespace, a.accounts[0]?.address, b.accounts[0]?.address)
  )
}

/** Remembers `connection` first among `namespace`'s recent connections. */
export async function addRecentConnection(
  core: AppKitCore,
  { namespace, connection }: { namespace: ChainNamespace; connection: Connection },
): Promise<void> {
  const recent = core.state.connections.recentConnections
  const next = [
    connection,
    ...(recent[namespace] ?? []).filter((known) => !isSameConnection(namespace, known, connection)),
  ].slice(0, RECENT_CONNECTIONS_LIMIT)
  recent[namespace] = next
  await updateStoredJson(
    storageContextOf(core),
    STORAGE_KEYS.recentConnections,
    storedRecordSchema,
    (record) => ({
      ...record,
      [namespace]: next.map(toStored),
    }),
  )
}

/** Loads remembered connections into state; unreadable entries are skipped. */
export async function restoreRecentConnections(core: AppKitCore): Promise<void> {
  const record =
    (await readStoredJson(core.services, STORAGE_KEYS.recentConnections, storedRecordSchema)) ?? {}
  for (const [namespace, entries] of Object.entries(record)) {
    const connections: Connection[] = []
    for (const entry of entries) {
      const parsed = parseStoredConnection(entry)
      if (parsed) connections.push(fromStored(core, parsed))
    }
    core.state.connections.recentConnections[namespace as ChainNamespace] = connections
  }
}
