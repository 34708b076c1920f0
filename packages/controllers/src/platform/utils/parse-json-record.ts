// Hand-written readers of stored JSON for the first load's code, which must not pull zod in
// (issue 22). They accept and copy what the zod schemas they replace accepted and copied.

/** A JSON object (not an array): what zod's `object` and `record` accept of stored JSON. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** What a stored optional string field may hold: a string, or nothing. */
export function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string'
}

/**
 * A copy of `value` when it is a JSON object and every entry passes `parseEntry` (which returns
 * the kept value, or `undefined` to reject), as zod's `record(z.string(), …)` reads stored JSON:
 * `__proto__` keys are dropped, so a stored record cannot reach a prototype.
 */
export function parseJsonRecord<T>(
  value: unknown,
  parseEntry: (entry: unknown) => T | undefined,
): Record<string, T> | undefined {
  if (!isJsonObject(value)) return undefined
  const record: Record<string, T> = {}
  for (const [key, entry] of Object.entries(value)) {
    if (key === '__proto__') continue
    const parsed = parseEntry(entry)
    if (parsed === undefined) return undefined
    record[key] = parsed
  }
  return record
}
