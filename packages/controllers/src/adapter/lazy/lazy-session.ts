import type { ChainNamespace } from '@openappkit/common/caip'
import { hasStoredConnector } from '../stored-connector.ts'
import type { ChainAdapter } from '../types.ts'
import { type LazyModule, lazyModule } from './lazy-module.ts'

/** The ChainAdapter members that need a wallet session: what an adapter loads lazily. */
export const SESSION_MEMBERS = [
  'connect',
  'reconnect',
  'disconnect',
  'getAccounts',
  'switchNetwork',
  'getBalance',
  'signMessage',
  'sendTransaction',
  'waitForTransaction',
] as const

/** An adapter's lazily loaded side: {@link SESSION_MEMBERS}, and `destroy`. */
export type AdapterSessionMembers = Required<
  Pick<ChainAdapter, (typeof SESSION_MEMBERS)[number]>
> & { destroy(): void }

export type LazySession<TSession extends { destroy(): void }> = {
  load: LazyModule<TSession>
  /** The session once loaded. */
  current(): TSession | undefined
  /** Destroys the session, now or as soon as it has loaded. */
  destroy(): void
}

/**
 * The session side of an adapter of `namespace`, built by `create` (which imports its code) on
 * the first call that needs it, and right away when the last visit left a session of that
 * namespace to restore (the returning visitor's reconnect then finds it loaded or on its way).
 */
export function lazySession<TSession extends { destroy(): void }>(
  namespace: ChainNamespace,
  create: () => Promise<TSession>,
): LazySession<TSession> {
  let session: TSession | undefined
  let destroyed = false
  const load = lazyModule(async () => {
    session ??= await create()
    // Destroyed while the code was on its way: the session never gets to follow a wallet.
    if (destroyed) session.destroy()
    return session
  })
  if (hasStoredConnector(namespace)) void load().catch(() => undefined)
  return {
    load,
    current: () => session,
    destroy() {
      destroyed = true
      session?.destroy()
    },
  }
}
