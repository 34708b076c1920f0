import {
  getConnectingConnector,
  getConnectTarget,
  type RouterData,
  startConnectAttempt,
} from '@openappkit/controllers/internal'
import type { ModalContextValue } from '../../context/types.ts'

/** The Connecting views: each shows the connect attempt its click started. */
export type ConnectingView =
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'

export type StartConnectingParameters = {
  view: ConnectingView
  data?: RouterData | undefined
  /** Ahead of the visitor's pick: the account does not show connecting until one is made. */
  prepare?: boolean | undefined
}

/**
 * Starts the connect attempt `view` will show (call it from the click, before routing): the
 * attempt lives in the store, so the view only reads it and a remount prompts nobody again.
 * A fresh WalletConnect attempt drops the old pairing URI, which must not be scanned; one still
 * running keeps its URI. Nothing starts when there is no connector to connect through.
 */
export function startConnecting(
  { core, scaffold }: Pick<ModalContextValue, 'core' | 'scaffold'>,
  { view, data, prepare }: StartConnectingParameters,
): void {
  const connector = getConnectingConnector(core, { view, data })
  if (!connector) return
  const target = getConnectTarget(core, connector)
  const attempt = core.state.connectAttempt
  const running =
    attempt.status === 'connecting' &&
    attempt.connectorId === target.connectorId &&
    attempt.namespace === target.namespace
  if (connector.type === 'WALLET_CONNECT' && !running && scaffold.walletConnectUri !== undefined) {
    scaffold.walletConnectUri = undefined
  }
  // The attempt records its outcome; nobody waits on the promise here.
  void startConnectAttempt(core, { ...target, view: prepare ? undefined : view, prepare })
}
