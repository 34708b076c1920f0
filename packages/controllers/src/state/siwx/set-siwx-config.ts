import type { AppKitCore } from '../../core/types.ts'
import type { SIWXConfig } from './types.ts'

/** Turns sign-in on with `config`, or off with `undefined`; the required flag follows the config. */
export function setSiwxConfig(core: AppKitCore, config: SIWXConfig | undefined): void {
  core.runtime.siwx = config
  core.state.siwx.required = config?.getRequired?.() ?? false
  if (!config) core.state.siwx.hasSession = false
}
