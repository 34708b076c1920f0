import { useRef } from 'react'

function isSameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) =>
    isSameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/**
 * `value`, or the previous one while it holds the same plain data: derived objects keep their
 * identity across unrelated state changes, so they are safe as effect dependencies.
 */
export function useStableValue<Value>(value: Value): Value {
  const previous = useRef(value)
  if (!isSameData(previous.current, value)) previous.current = value
  return previous.current
}
