import type { ChainNamespace } from '@openappkit/common/caip'
import { type AppKitCore, STORAGE_KEYS, storageContextOf } from '@openappkit/controllers'
import { isSameAddress, updateStoredJson } from '@openappkit/controllers/internal'
import { z } from 'zod'

export type DeleteRecentConnectionParameters = {
  namespace: ChainNamespace
  connectorId: string
  /** The connection's first account. */
  address: string
}

// Only the fields that identify a stored connection; the rest is kept as stored.
const storedRecordSchema = z.record(
  z.string(),
  z.array(
    z.looseObject({
      connectorId: z.string().optional(),
      accounts: z.array(z.looseObject({ address: z.string().optional() })).optional(),
    }),
  ),
)

/** Forgets one remembered connection of `namespace`, in state and in storage. */
export async function deleteRecentConnection(
  core: AppKitCore,
  { namespace, connectorId, address }: DeleteRecentConnectionParameters,
): Promise<void> {
  const matches = (entry: { connectorId?: string; accounts?: { address?: string }[] }) =>
    entry.connectorId === connectorId &&
    isSameAddress(namespace, entry.accounts?.[0]?.address, address)
  const recent = core.state.connections.recentConnections
  recent[namespace] = (recent[namespace] ?? []).filter((connection) => !matches(connection))
  await updateStoredJson(
    storageContextOf(core),
    STORAGE_KEYS.recentConnections,
    storedRecordSchema,
    (record) =>
      record && { ...record, [namespace]: (record[namespace] ?? []).filter((e) => !matches(e)) },
  )
}
