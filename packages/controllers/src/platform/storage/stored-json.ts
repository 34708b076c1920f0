import type { KeyValueStorage, Logger } from '../services/types.ts'
import type { ParsedBy, SafeParser } from '../utils/safe-parser.ts'

/**
 * What the stored-JSON helpers need: the storage, a logger, and the instance's lock table that
 * serializes read-modify-write updates of one key (concurrent flows update the same records).
 */
export type StoredJsonContext = {
  storage: KeyValueStorage
  logger?: Logger | undefined
  locks?: Map<string, Promise<unknown>> | undefined
}

/**
 * Reads `key` and validates it with `schema` (a zod schema or a hand-written parser). Storage is shared with the host page and other
 * libraries, so missing, corrupt or foreign JSON yields `undefined` instead of an error.
 */
export async function readStoredJson<TSchema extends SafeParser>(
  context: StoredJsonContext,
  key: string,
  schema: TSchema,
): Promise<ParsedBy<TSchema> | undefined> {
  let raw: string | null
  try {
    raw = await context.storage.getItem(key)
  } catch (error) {
    context.logger?.warn(`storage read failed: ${key}`, error)
    return undefined
  }
  if (raw === null) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    context.logger?.warn(`ignored corrupt JSON in storage: ${key}`)
    return undefined
  }
  const result = schema.safeParse(parsed)
  if (!result.success) {
    context.logger?.warn(`ignored unexpected value in storage: ${key}`)
    return undefined
  }
  return result.data as ParsedBy<TSchema>
}

/** Writes `value` as JSON; a failing storage is logged, never thrown. */
export async function writeStoredJson(
  context: StoredJsonContext,
  key: string,
  value: unknown,
): Promise<void> {
  try {
    await context.storage.setItem(key, JSON.stringify(value))
  } catch (error) {
    context.logger?.warn(`storage write failed: ${key}`, error)
  }
}

/** Removes `key`; a failing storage is logged, never thrown. */
export async function removeStoredValue(context: StoredJsonContext, key: string): Promise<void> {
  try {
    await context.storage.removeItem(key)
  } catch (error) {
    context.logger?.warn(`storage remove failed: ${key}`, error)
  }
}

/**
 * Reads `key`, applies `update` and writes the result (removes the key for `undefined`). Updates
 * of one key through the same lock table run one after another, so none is lost.
 */
export async function updateStoredJson<TSchema extends SafeParser>(
  context: StoredJsonContext,
  key: string,
  schema: TSchema,
  update: (current: ParsedBy<TSchema> | undefined) => unknown,
): Promise<void> {
  const run = async () => {
    const next = update(await readStoredJson(context, key, schema))
    if (next === undefined) await removeStoredValue(context, key)
    else await writeStoredJson(context, key, next)
  }
  const locks = context.locks
  if (!locks) return run()
  const previous = locks.get(key) ?? Promise.resolve()
  const current = previous.then(run, run)
  locks.set(key, current)
  try {
    await current
  } finally {
    if (locks.get(key) === current) locks.delete(key)
  }
}
