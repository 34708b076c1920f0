import type { ChainNamespace } from '@openappkit/common/caip'
import type { ErrorDescriptor } from '@openappkit/common/errors'
import type { AdapterConnectReturnType } from '../../adapter/types.ts'
import type { RouterView } from '../router/types.ts'

/** Where a connect attempt stands. */
export type ConnectAttemptStatus = 'idle' | 'connecting' | 'connected' | 'error'

/**
 * The latest attempt to connect a wallet, started by the visitor's click (or a headless
 * `connect`), not by the view that shows it: a view mounted twice reads the same attempt.
 */
export type ConnectAttemptState = {
  /** Grows with every attempt and reset; the result of an older attempt changes nothing. */
  id: number
  /** The connector being connected; undefined while idle. */
  connectorId: string | undefined
  namespace: ChainNamespace | undefined
  status: ConnectAttemptStatus
  /** Why the attempt failed, by code (read in the visitor's language); set with `error`. */
  error: ErrorDescriptor | undefined
}

/** The live parts of the current attempt, kept out of reactive state (in the core's runtime). */
export type ConnectAttemptRun = {
  id: number
  /** What `connect` returns; every caller of the same attempt gets this very promise. */
  promise: Promise<AdapterConnectReturnType>
  /** The modal view showing the attempt: on success the modal closes if it still shows it. */
  view: RouterView | undefined
  /** Started ahead of the visitor's pick; the account shows connecting once a view takes it. */
  prepared?: boolean | undefined
}
