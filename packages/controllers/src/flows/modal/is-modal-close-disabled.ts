import type { AppKitCore } from '../../core/types.ts'
import { SIGN_IN_GUARDED_VIEWS } from '../../state/router/types.ts'

/**
 * Close is disabled on the sign and approve views while sign-in is required and missing
 * (docs/project/behaviour.md §2).
 */
export function isModalCloseDisabled(core: AppKitCore): boolean {
  const { router, siwx } = core.state
  return SIGN_IN_GUARDED_VIEWS.includes(router.view) && siwx.required && !siwx.hasSession
}
