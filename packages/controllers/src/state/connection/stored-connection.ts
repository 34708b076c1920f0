// A remembered connection as stored, read without zod: this runs on the first load (issue 22).
import { isJsonObject, isOptionalString } from '../../platform/utils/parse-json-record.ts'

type StoredAccount = { address: string; type?: string | undefined }
type StoredAuth = { name?: string | undefined; username?: string | undefined }

export type StoredConnection = {
  connectorId: string
  accounts: StoredAccount[]
  caipNetworkId?: string | undefined
  auth?: StoredAuth | undefined
}

// Copies only the listed fields that are present, as zod's (stripping) object did.
function pick<T extends object>(value: Record<string, unknown>, fields: (keyof T & string)[]): T {
  const picked: Record<string, unknown> = {}
  for (const field of fields) if (field in value) picked[field] = value[field]
  return picked as T
}

function parseAccount(value: unknown): StoredAccount | undefined {
  if (!isJsonObject(value) || typeof value.address !== 'string') return undefined
  return isOptionalString(value.type) ? pick<StoredAccount>(value, ['address', 'type']) : undefined
}

function parseAuth(value: unknown): StoredAuth | undefined {
  if (!isJsonObject(value) || !isOptionalString(value.name)) return undefined
  return isOptionalString(value.username)
    ? pick<StoredAuth>(value, ['name', 'username'])
    : undefined
}

/**
 * One stored connection, or `undefined` when a field is missing or of the wrong type; unknown
 * fields are dropped, as the zod schema this replaces did.
 */
export function parseStoredConnection(value: unknown): StoredConnection | undefined {
  if (!isJsonObject(value)) return undefined
  const { connectorId, accounts, caipNetworkId, auth } = value
  if (typeof connectorId !== 'string' || connectorId === '' || !Array.isArray(accounts)) {
    return undefined
  }
  const parsedAccounts = accounts.map(parseAccount)
  if (!parsedAccounts.every((account) => account !== undefined)) return undefined
  if (!isOptionalString(caipNetworkId)) return undefined
  const parsedAuth = auth === undefined ? undefined : parseAuth(auth)
  if (auth !== undefined && parsedAuth === undefined) return undefined
  const stored = pick<StoredConnection>(value, ['connectorId', 'caipNetworkId'])
  stored.accounts = parsedAccounts
  if ('auth' in value) stored.auth = parsedAuth
  return stored
}
