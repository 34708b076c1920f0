import type { ErrorDescriptor } from '@openappkit/common/errors'
import type { Connector } from '@openappkit/controllers'
import {
  isConnectAttemptFor,
  type RouterData,
  retryConnectAttempt,
} from '@openappkit/controllers/internal'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useTranslateMessage } from '../../i18n/locale-context.tsx'
import { type ConnectingView, startConnecting } from './start-connecting.ts'

/** Where the connection stands; an error is kept by code and read in the active language. */
export type ConnectAttempt =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'connected' }
  | { status: 'error'; error: ErrorDescriptor; message: string }

/**
 * The connect attempt through `connector`, as the store holds it: started by the click that
 * opened `view` (or by opening the modal on it), never by the view, so mounting the view again
 * prompts nobody. `idle` when the store's attempt is not this connector's. `retry` connects
 * again; on success the modal closes while it still shows `view`.
 */
export function useConnectAttempt(
  connector: Connector | undefined,
  view: ConnectingView,
): ConnectAttempt & { retry: () => void } {
  const { core, scaffold } = useModalContext()
  const translateMessage = useTranslateMessage()
  const attempt = useAppState('connectAttempt')
  const router = useAppState('router')

  const retry = () => {
    if (isConnectAttemptFor(core.state.connectAttempt, connector)) {
      // A retry needs a fresh pairing: the old URI must not be scanned.
      if (connector?.type === 'WALLET_CONNECT' && core.state.connectAttempt.status !== 'connecting')
        scaffold.walletConnectUri = undefined
      void retryConnectAttempt(core, { view })
      return
    }
    startConnecting({ core, scaffold }, { view, data: router.data as RouterData | undefined })
  }

  if (!isConnectAttemptFor(attempt, connector)) return { status: 'idle', retry }
  if (attempt.status === 'error') {
    const error = (attempt.error ?? { code: 'UNKNOWN_ERROR' }) as ErrorDescriptor
    return { status: 'error', error, message: translateMessage(error), retry }
  }
  return { status: attempt.status, retry }
}
