import type { ErrorDescriptor } from '@openappkit/common/errors'
import {
  type AppKitCore,
  type Connector,
  closeModal,
  connect,
  type RouterView,
} from '@openappkit/controllers'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useModalContext } from '../../context/modal-context.tsx'
import { describeError } from '../../i18n/describe-error.ts'
import { useTranslateMessage } from '../../i18n/locale-context.tsx'

type StoredAttempt =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'connected' }
  | { status: 'error'; error: ErrorDescriptor }

/** Where the connection stands; an error is kept by code and read in the active language. */
export type ConnectAttempt =
  | Exclude<StoredAttempt, { status: 'error' }>
  | { status: 'error'; error: ErrorDescriptor; message: string }

/** The connector to call: a multi-chain wallet connects through its active-chain part. */
export function resolveConnectTarget(
  connector: Connector,
  activeChain: AppKitCore['state']['chains']['activeChain'],
): Connector {
  const parts = connector.connectors
  if (connector.type !== 'MULTI_CHAIN' || !parts?.length) return connector
  return parts.find((part) => part.chain === activeChain) ?? parts[0] ?? connector
}

/**
 * Connects through `connector` as soon as the view shows, and again on `retry`. On success the
 * modal closes, unless something else (a sign-in step) took over the view meanwhile. Errors are
 * kept by code.
 */
export function useConnectAttempt(
  connector: Connector | undefined,
  view: RouterView,
  before?: () => void,
): ConnectAttempt & { retry: () => void } {
  const { core } = useModalContext()
  const translateMessage = useTranslateMessage()
  const [attempt, setAttempt] = useState<StoredAttempt>({
    status: connector ? 'connecting' : 'idle',
  })
  const run = useRef(0)
  const beforeRef = useRef(before)
  beforeRef.current = before
  // Snapshots change identity with unrelated state; only another connector means a new attempt.
  const connectorRef = useRef(connector)
  connectorRef.current = connector
  const connectorKey = connector ? `${connector.chain}:${connector.id}` : undefined

  const start = useCallback(async () => {
    const connector = connectorRef.current
    if (!connectorKey || !connector) return
    const id = ++run.current
    setAttempt({ status: 'connecting' })
    beforeRef.current?.()
    try {
      const target = resolveConnectTarget(connector, core.state.chains.activeChain)
      await connect(core, { connectorId: target.id, namespace: target.chain })
      if (id !== run.current) return
      setAttempt({ status: 'connected' })
      if (core.state.modal.open && core.state.router.view === view) closeModal(core)
    } catch (error) {
      if (id === run.current) setAttempt({ status: 'error', error: describeError(error) })
    }
  }, [core, connectorKey, view])

  useEffect(() => {
    void start()
    return () => {
      // A result arriving after the view is gone changes nothing.
      run.current++
    }
  }, [start])

  const shown: ConnectAttempt =
    attempt.status === 'error' ? { ...attempt, message: translateMessage(attempt.error) } : attempt
  return { ...shown, retry: () => void start() }
}
