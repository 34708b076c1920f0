import type { AppKitCore } from '../../core/types.ts'
import { RESTRICTED_TIMEZONES } from './defaults.ts'

const restricted = new Set(RESTRICTED_TIMEZONES.map((zone) => zone.toLowerCase()))

/**
 * Whether the visitor's time zone is restricted, which hides the on-ramp
 * (docs/project/architecture.md §11).
 */
export function isOnRampRestricted(core: AppKitCore): boolean {
  const { timeZone } = core.services
  return timeZone !== undefined && restricted.has(timeZone.toLowerCase())
}
