import type { AppKitCore } from '../../core/types.ts'
import type { SendState } from './types.ts'

export type UpdateSendStateParameters = Partial<Omit<SendState, 'loading'>>

/** Merges `patch` into the send fields (token, amount, receiver, balances...). */
export function updateSendState(core: AppKitCore, patch: UpdateSendStateParameters): void {
  Object.assign(core.state.send, patch)
}

/** Marks a send as running or done (docs/project/behaviour.md §4). */
export function setSendLoading(core: AppKitCore, loading: boolean): void {
  core.state.send.loading = loading
}
