import type { AppKitCore } from '../../core/types.ts'
import { ONRAMP_PROVIDERS } from './defaults.ts'

/**
 * Keeps the known providers whose names are in `names` (docs/project/behaviour.md §4); anything but
 * an array of strings gives an empty list.
 */
export function setOnRampProviders(core: AppKitCore, names: unknown): void {
  const valid = Array.isArray(names) && names.every((name) => typeof name === 'string')
  core.state.onRamp.providers = valid
    ? ONRAMP_PROVIDERS.filter((provider) => names.includes(provider.name)).map((provider) => ({
        ...provider,
        supportedChains: [...provider.supportedChains],
      }))
    : []
}
