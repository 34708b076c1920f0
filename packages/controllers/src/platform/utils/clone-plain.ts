/**
 * Deep copy of plain data (objects, arrays, primitives). valtio caches one proxy per source
 * object for the whole page, so two instances handed the same network object would share a
 * proxy; each instance stores its own copy instead.
 */
export function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => clonePlain(item)) as T
  if (value === null || typeof value !== 'object') return value
  if (Object.getPrototypeOf(value) !== Object.prototype) return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = clonePlain(item)
  return copy as T
}
