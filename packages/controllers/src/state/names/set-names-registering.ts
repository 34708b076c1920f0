import type { AppKitCore } from '../../core/types.ts'

/** Marks a name registration as running or done. */
export function setNamesRegistering(core: AppKitCore, registering: boolean): void {
  core.state.names.registering = registering
}
