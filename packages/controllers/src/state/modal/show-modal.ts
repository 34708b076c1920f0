import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'

export type ShowModalParameters = { namespace?: ChainNamespace | undefined }

/** Marks the modal open, for `namespace` when given. */
export function showModal(core: AppKitCore, parameters: ShowModalParameters = {}): void {
  core.state.modal.namespace = parameters.namespace
  core.state.modal.open = true
}
