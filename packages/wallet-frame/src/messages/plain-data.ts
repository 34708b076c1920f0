/** Largest message either side accepts, as JSON text. */
export const FRAME_MESSAGE_MAX_BYTES = 256 * 1024

const MAX_DEPTH = 32
// Keys that could reach an object's prototype if some code assigned them blindly.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

function isPlain(value: unknown, depth: number): boolean {
  if (value === null) return true
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true
    case 'number':
      return Number.isFinite(value)
    case 'object':
      break
    default:
      return false
  }
  if (depth >= MAX_DEPTH) return false
  if (Array.isArray(value)) return value.every((item) => isPlain(item, depth + 1))
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return false
  for (const key of Reflect.ownKeys(value as object)) {
    if (typeof key !== 'string' || FORBIDDEN_KEYS.has(key)) return false
    if (!isPlain((value as Record<string, unknown>)[key], depth + 1)) return false
  }
  return true
}

/**
 * Whether a message that arrived by `postMessage` is plain JSON data within the limits: only
 * plain objects, arrays, strings, finite numbers, booleans and null (structured clone can carry
 * Maps, Dates, buffers, cycles), at most 32 levels deep, no `__proto__` / `constructor` /
 * `prototype` keys, and at most {@link FRAME_MESSAGE_MAX_BYTES} as JSON.
 */
export function isPlainFrameData(value: unknown): boolean {
  if (!isPlain(value, 0)) return false
  return JSON.stringify(value).length <= FRAME_MESSAGE_MAX_BYTES
}
