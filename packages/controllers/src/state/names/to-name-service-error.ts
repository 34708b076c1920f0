import { AppKitError, isAppKitError } from '@openappkit/common/errors'

type Reasons = { reasons?: { description?: unknown }[] }

function firstReason(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const description = (value as Reasons).reasons?.[0]?.description
  return typeof description === 'string' && description.trim() !== '' ? description : undefined
}

function reasonOf(error: unknown): string | undefined {
  const direct = firstReason(error)
  if (direct) return direct
  if (!isAppKitError(error) || !error.details) return undefined
  try {
    return firstReason(JSON.parse(error.details))
  } catch {
    return undefined
  }
}

/**
 * The error for a failed name-service call (docs/project/behaviour.md §8): the service's first
 * `reasons[].description` (of the error or of its JSON body, which the HTTP client keeps in
 * `details`) when there is one, `fallback` (built with `error` as its cause) otherwise.
 */
export function toNameServiceError(error: unknown, fallback: AppKitError): AppKitError {
  const reason = reasonOf(error)
  if (reason) return new AppKitError('NAME_SERVICE_REASON', { params: { reason }, cause: error })
  return fallback
}
