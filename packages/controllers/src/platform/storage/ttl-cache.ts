import { z } from 'zod'
import type { Clock } from '../services/types.ts'
import {
  readStoredJson,
  removeStoredValue,
  type StoredJsonContext,
  updateStoredJson,
} from './stored-json.ts'

/** Schema of one cache entry: any object stamped with the time it was stored. */
export type TtlCacheEntrySchema = z.ZodType<{ timestamp: number }, { timestamp: number }>

/** A cache kept in storage as one JSON record `{ [id]: entry }`. */
export type TtlCacheDefinition<TSchema extends TtlCacheEntrySchema> = {
  key: string
  ttlMs: number
  /** Validates one entry; entries that fail are ignored. */
  entrySchema: TSchema
}

/** What the cache helpers need from an instance's services. */
export type TtlCacheContext = StoredJsonContext & { clock: Clock }

const recordSchema = z.record(z.string(), z.unknown())

/** Defines a TTL cache; a helper so the entry type is inferred from the schema. */
export function defineTtlCache<TSchema extends TtlCacheEntrySchema>(
  definition: TtlCacheDefinition<TSchema>,
): TtlCacheDefinition<TSchema> {
  return definition
}

/** The entry for `id` while younger than the cache's lifetime; expired entries are removed. */
export async function getCacheEntry<TSchema extends TtlCacheEntrySchema>(
  context: TtlCacheContext,
  cache: TtlCacheDefinition<TSchema>,
  id: string,
): Promise<z.output<TSchema> | undefined> {
  const record = await readStoredJson(context, cache.key, recordSchema)
  const parsed = cache.entrySchema.safeParse(record?.[id])
  if (!parsed.success) return undefined
  if (context.clock.now() - parsed.data.timestamp >= cache.ttlMs) {
    await removeCacheEntry(context, cache, id)
    return undefined
  }
  return parsed.data
}

/** Stores `entry` under `id`, stamped with the clock's time. */
export async function setCacheEntry<TSchema extends TtlCacheEntrySchema>(
  context: TtlCacheContext,
  cache: TtlCacheDefinition<TSchema>,
  id: string,
  entry: Omit<z.input<TSchema>, 'timestamp'>,
): Promise<void> {
  const stamped = { ...entry, timestamp: context.clock.now() }
  await updateStoredJson(context, cache.key, recordSchema, (record) => ({
    ...record,
    [id]: stamped,
  }))
}

/** Drops the entry for `id`. */
export async function removeCacheEntry<TSchema extends TtlCacheEntrySchema>(
  context: TtlCacheContext,
  cache: TtlCacheDefinition<TSchema>,
  id: string,
): Promise<void> {
  await updateStoredJson(context, cache.key, recordSchema, (record = {}) => {
    const { [id]: _removed, ...rest } = record
    return rest
  })
}

/** Drops every entry of the cache. */
export async function clearCache<TSchema extends TtlCacheEntrySchema>(
  context: TtlCacheContext,
  cache: TtlCacheDefinition<TSchema>,
): Promise<void> {
  await removeStoredValue(context, cache.key)
}
