import { AppKitError } from '@openappkit/common/errors'
import type { AppKitCore } from '../../core/types.ts'
import type { SIWXConfig } from './types.ts'

/** The sign-in config; throws `SIWX is not enabled` without one. */
export function getSiwxConfig(core: AppKitCore): SIWXConfig {
  const config = core.runtime.siwx
  if (!config) throw new AppKitError('SIWX_NOT_ENABLED')
  return config
}
