import { isValidName, NAME_MIN_LENGTH } from '@openappkit/common'
import { type ApiErrorReason, badRequest } from '../errors/index.ts'

/** A DNS label is at most 63 characters; longer names could not resolve anywhere. */
export const NAME_MAX_LENGTH = 63

/** The message of an invalid name (docs/project/behaviour.md §5 rule). */
export const INVALID_NAME_MESSAGE = `Invalid name: use letters, digits and hyphens only, at least ${NAME_MIN_LENGTH} characters`

/** A name split into its label and zone, lower-case (docs/project/architecture.md §11). */
export type FullName = { label: string; zone: string; name: string }

/**
 * Normalises `value` (with or without the zone suffix) to `label.zone`, lower-case. Throws a 400
 * with a reason when the label breaks docs/project/behaviour.md §5 or another zone is named.
 */
export function toFullName(value: string, zone: string): FullName {
  const lower = value.trim().toLowerCase()
  const suffix = `.${zone}`
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
  if (!isValidName(label) || label.length > NAME_MAX_LENGTH) {
    throw invalidName(INVALID_NAME_MESSAGE)
  }
  return { label, zone, name: `${label}${suffix}` }
}

/**
 * A 400 whose reason list carries the message too (docs/project/behaviour.md §8: clients show the
 * first reason).
 */
export function invalidName(description: string): ReturnType<typeof badRequest> {
  const reasons: ApiErrorReason[] = [{ description }]
  return badRequest(description, reasons)
}
