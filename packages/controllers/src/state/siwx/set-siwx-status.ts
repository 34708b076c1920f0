import type { AppKitCore } from '../../core/types.ts'
import type { SiwxState } from './types.ts'

/** Updates whether sign-in is required and whether a session exists. */
export function setSiwxStatus(core: AppKitCore, status: Partial<SiwxState>): void {
  Object.assign(core.state.siwx, status)
}
