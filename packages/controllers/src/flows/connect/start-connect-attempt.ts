import type { ChainNamespace } from '@openappkit/common/caip'
import {
  AppKitError,
  type ErrorDescriptor,
  isUserRejection,
  toAppKitError,
} from '@openappkit/common/errors'
import type { AppKitCore } from '../../core/types.ts'
import { setAccountStatus } from '../../state/chain/set-account-status.ts'
import { beginConnectAttempt } from '../../state/connect-attempt/begin-connect-attempt.ts'
import { finishConnectAttempt } from '../../state/connect-attempt/finish-connect-attempt.ts'
import type { RouterView } from '../../state/router/types.ts'
import { closeModal } from '../modal/close-modal.ts'
import { type ConnectReturnType, connect } from './connect.ts'

export type StartConnectAttemptParameters = {
  connectorId: string
  /** Namespace to connect; the active one by default. */
  namespace?: ChainNamespace | undefined
  /**
   * The modal view that shows the attempt: when it succeeds while the modal still shows this
   * view, the modal closes. Without it (a headless connect) the modal is left alone.
   */
  view?: RouterView | undefined
  /**
   * Started ahead of the visitor's pick (a phone pairs WalletConnect while the wallet list
   * shows): the account status stays until a call with a view takes the attempt over.
   */
  prepare?: boolean | undefined
}

/** The attempt's `connect`: the same promise for every caller of one attempt. */
export type StartConnectAttemptReturnType = Promise<ConnectReturnType>

/** An error as state keeps it: by code, a refusal in the wallet as `Connection rejected`. */
function toErrorDescriptor(error: unknown): ErrorDescriptor {
  if (isUserRejection(error)) return new AppKitError('CONNECTION_REJECTED').toDescriptor()
  return toAppKitError(error).toDescriptor()
}

/** Whether the modal is open on `view`, the one that shows an attempt. */
const isShown = (core: AppKitCore, view: RouterView | undefined) =>
  view !== undefined && core.state.modal.open && core.state.router.view === view

/**
 * Starts connecting through a connector and records the attempt in `state.connectAttempt`, so
 * any view (mounted once, twice or late) reads where it stands. While an attempt through the
 * same connector is still connecting, no second `connect` starts: its promise is returned, so
 * the wallet is prompted once. A newer attempt supersedes an older one, whose late result then
 * changes nothing (neither the state nor the modal). A WalletConnect pairing that expired
 * unanswered while its QR code is on screen starts a fresh one there (a new code to scan), as a
 * visitor who comes back to the page expects, instead of an error.
 */
export function startConnectAttempt(
  core: AppKitCore,
  parameters: StartConnectAttemptParameters,
): StartConnectAttemptReturnType {
  const namespace = parameters.namespace ?? core.state.chains.activeChain
  const current = core.state.connectAttempt
  const running = core.runtime.connectAttempt
  if (
    running &&
    running.id === current.id &&
    current.status === 'connecting' &&
    current.connectorId === parameters.connectorId &&
    current.namespace === namespace
  ) {
    if (parameters.view) running.view = parameters.view
    if (running.prepared && !parameters.prepare && namespace) {
      running.prepared = false
      setAccountStatus(core, { namespace, status: 'connecting' })
    }
    return running.promise
  }

  if (!namespace) {
    // No namespace to record: `connect` reports the missing adapter as it always does.
    return connect(core, { connectorId: parameters.connectorId, namespace })
  }
  const id = beginConnectAttempt(core, { connectorId: parameters.connectorId, namespace })
  const prepared = parameters.prepare === true
  const promise = connect(core, { connectorId: parameters.connectorId, namespace, quiet: prepared })
  // Kept after the attempt settles: a retry connects again for the same view.
  const run = { id, promise, view: parameters.view, prepared }
  core.runtime.connectAttempt = run
  // These handlers also mark the promise handled: a caller that ignores it sees no rejection.
  promise.then(
    () => {
      if (!finishConnectAttempt(core, { id })) return
      const { view } = run
      if (view && core.state.modal.open && core.state.router.view === view) closeModal(core)
    },
    (error: unknown) => {
      const descriptor = toErrorDescriptor(error)
      if (!finishConnectAttempt(core, { id, error: descriptor })) return
      if (descriptor.code === 'WALLETCONNECT_PAIRING_EXPIRED' && isShown(core, run.view)) {
        void startConnectAttempt(core, { ...parameters, namespace, view: run.view })
      }
    },
  )
  return promise
}
