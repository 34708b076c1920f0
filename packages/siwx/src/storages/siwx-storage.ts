import type { CaipNetworkId } from '@openappkit/common/caip'
import type { SIWXSession } from '@openappkit/controllers'

/** Where sessions live. Sessions reach a storage verified; `get` returns only valid ones. */
export interface SIWXStorage {
  /** Stores one verified session. */
  add(session: SIWXSession): Promise<void>
  /** Replaces every session (an empty list signs out everywhere). */
  set(sessions: SIWXSession[]): Promise<void>
  /** The account's unexpired sessions on the network. */
  get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** Signs the account out on the network. */
  delete(chainId: CaipNetworkId, address: string): Promise<void>
}

/** Whether a session is the account's on the network (EVM addresses compare case-insensitively). */
export function isSessionOf(
  session: SIWXSession,
  chainId: CaipNetworkId,
  address: string,
): boolean {
  if (session.data.chainId !== chainId) return false
  return chainId.startsWith('eip155:')
    ? session.data.accountAddress.toLowerCase() === address.toLowerCase()
    : session.data.accountAddress === address
}

/** Whether a session's message has expired at `now` (milliseconds). */
export function isSessionExpired(session: SIWXSession, now: number): boolean {
  const expiration = session.data.expirationTime
  return expiration !== undefined && Date.parse(expiration) <= now
}
