import { isAppKitError } from '@openappkit/common'

type Reasons = { reasons?: { description?: unknown }[] }

function firstReason(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const description = (value as Reasons).reasons?.[0]?.description
  return typeof description === 'string' && description.trim() !== '' ? description : undefined
}

/**
 * The message for a failed name-service call (SPEC §8): the first `reasons[].description` of the
 * error (or of its JSON body, which the HTTP client keeps in `details`) when there is one,
 * `fallback` otherwise.
 */
export function nameServiceErrorMessage(error: unknown, fallback: string): string {
  const direct = firstReason(error)
  if (direct) return direct
  if (isAppKitError(error) && error.details) {
    try {
      return firstReason(JSON.parse(error.details)) ?? fallback
    } catch {
      return fallback
    }
  }
  return fallback
}
