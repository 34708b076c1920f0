import type { AppKitCore } from '../../core/types.ts'
import { getConnectingConnector, getConnectTarget } from '../connect/get-connect-target.ts'
import { startConnectAttempt } from '../connect/start-connect-attempt.ts'
import { type OpenModalViewParameters, openModalView } from './open-modal-view.ts'

export type OpenModalParameters = OpenModalViewParameters

/**
 * Opens the modal on `view` (or the natural first view) with a fresh history. Opened on a
 * Connecting view, it starts that view's connect attempt first: the view only shows it.
 */
export function openModal(core: AppKitCore, parameters: OpenModalParameters = {}): void {
  const { view, data } = parameters
  const connector = view ? getConnectingConnector(core, { view, data }) : undefined
  if (view && connector) {
    void startConnectAttempt(core, { ...getConnectTarget(core, connector), view })
  }
  openModalView(core, parameters)
}
