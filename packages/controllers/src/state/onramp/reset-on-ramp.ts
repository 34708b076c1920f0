import type { AppKitCore } from '../../core/types.ts'
import { createOnRampState } from './on-ramp-state.ts'

/** Restores the on-ramp defaults (docs/project/behaviour.md §4), keeping the provider list. */
export function resetOnRamp(core: AppKitCore): void {
  const { providers } = core.state.onRamp
  Object.assign(core.state.onRamp, createOnRampState(), { providers })
}
