import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import { NAME_MAX_LENGTH } from './full-name.ts'

/** How many suggestions are returned at most. */
export const MAX_NAME_SUGGESTIONS = 5

/** A suggestion of docs/project/behaviour.md §3: the name and whether it is taken. */
export type NameSuggestion = { name: string; registered: boolean }

function variants(label: string): string[] {
  const candidates = [label]
  for (const suffix of ['-app', '-dev', 'x']) candidates.push(`${label}${suffix}`)
  for (let number = 1; number <= 9; number += 1) candidates.push(`${label}${number}`)
  return candidates.filter((candidate) => candidate.length <= NAME_MAX_LENGTH)
}

/**
 * The name asked for (registered or not) first, then free variants of it, up to
 * {@link MAX_NAME_SUGGESTIONS} in all.
 */
export async function suggestNames(
  db: Kysely<Database>,
  label: string,
  zone: string,
): Promise<NameSuggestion[]> {
  const names = variants(label).map((candidate) => `${candidate}.${zone}`)
  const rows = await db.selectFrom('names').select('name').where('name', 'in', names).execute()
  const taken = new Set(rows.map((row) => row.name))
  const [requested, ...others] = names
  const suggestions: NameSuggestion[] = requested
    ? [{ name: requested, registered: taken.has(requested) }]
    : []
  for (const name of others) {
    if (suggestions.length >= MAX_NAME_SUGGESTIONS) break
    if (!taken.has(name)) suggestions.push({ name, registered: false })
  }
  return suggestions
}
