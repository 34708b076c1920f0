import { getAddress } from '@openappkit/common'
import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'

/** A registered name as the profile endpoints return it. */
export type NameProfile = {
  name: string
  /** Seconds since the epoch. */
  registered: number
  updated: number
  /** By ENSIP-11 coin type. */
  addresses: Record<string, { address: string; created: number }>
  attributes: Record<string, string>[]
}

function display(address: string): string {
  return /^0x[0-9a-f]{40}$/.test(address) ? getAddress(address) : address
}

/** Profiles of the given names (missing ones are left out), in the order given. */
export async function readNameProfiles(
  db: Kysely<Database>,
  names: readonly string[],
): Promise<NameProfile[]> {
  if (names.length === 0) return []
  const [rows, addresses] = await Promise.all([
    db.selectFrom('names').selectAll().where('name', 'in', names).execute(),
    db.selectFrom('name_addresses').selectAll().where('name', 'in', names).execute(),
  ])
  const byName = new Map(rows.map((row) => [row.name, row]))
  return names.flatMap((name) => {
    const row = byName.get(name)
    if (!row) return []
    const attributes = JSON.parse(row.attributes) as Record<string, string>
    return [
      {
        name,
        registered: Math.floor(row.registered_at / 1_000),
        updated: Math.floor(row.updated_at / 1_000),
        addresses: Object.fromEntries(
          addresses
            .filter((entry) => entry.name === name)
            .map((entry) => [
              String(entry.coin_type),
              { address: display(entry.address), created: Math.floor(entry.created_at / 1_000) },
            ]),
        ),
        attributes: Object.entries(attributes).map(([key, value]) => ({ [key]: value })),
      },
    ]
  })
}

/** Names pointing at `address` (any coin type), most recently registered first. */
export async function namesOfAddress(db: Kysely<Database>, address: string): Promise<string[]> {
  const rows = await db
    .selectFrom('name_addresses')
    .innerJoin('names', 'names.name', 'name_addresses.name')
    .select('names.name')
    .distinct()
    .select('names.registered_at')
    .where('name_addresses.address', '=', address.toLowerCase())
    .orderBy('names.registered_at', 'desc')
    .orderBy('names.name', 'asc')
    .execute()
  return rows.map((row) => row.name)
}
