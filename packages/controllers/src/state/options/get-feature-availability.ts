import type { AppKitCore } from '../../core/types.ts'
import { isOnRampRestricted } from '../onramp/is-on-ramp-restricted.ts'
import type { ResolvedOptions } from './types.ts'

/** Which remote features can work right now; an off feature is hidden, never shown broken. */
export type FeatureAvailability = {
  swaps: ResolvedOptions['remoteFeatures']['swaps']
  onramp: ResolvedOptions['remoteFeatures']['onramp']
  activity: boolean
  /** Name registration and lookup. */
  names: boolean
  analytics: boolean
  email: boolean
  socials: ResolvedOptions['remoteFeatures']['socials']
}

/**
 * The integrator's remote features, with those served by the Blockchain API (swaps, on-ramp,
 * activity, names, analytics) turned off when no API is configured (docs/project/architecture.md
 * §2, §11), and the on-ramp off in restricted time zones (docs/project/architecture.md §11).
 */
export function getFeatureAvailability(core: AppKitCore): FeatureAvailability {
  const { remoteFeatures, features } = core.state.options
  const api = core.api.enabled
  return {
    swaps: api ? remoteFeatures.swaps : false,
    onramp: api && !isOnRampRestricted(core) ? remoteFeatures.onramp : false,
    activity: api && remoteFeatures.activity,
    names: api,
    analytics: api && features.analytics,
    email: remoteFeatures.email,
    socials: remoteFeatures.socials,
  }
}
