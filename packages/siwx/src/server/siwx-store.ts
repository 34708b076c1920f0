/** A signed-in session as a server keeps it; the token itself is never stored, only its hash. */
export type SiwxSessionRecord = {
  id: string
  tokenHash: string
  /** CAIP-10 account, EVM addresses in lower case. */
  account: string
  chainId: string
  address: string
  message: string
  signature: string
  /** Milliseconds since the epoch. */
  createdAt: number
  expiresAt: number
  revokedAt: number | null
}

/** Where a sign-in server keeps nonces and sessions: memory, SQL, or the integrator's own. */
export interface SiwxStore {
  addNonce(nonce: string, expiresAt: number): Promise<void>
  /** Marks the nonce used, atomically; `false` when unknown, expired or already used. */
  consumeNonce(nonce: string, now: number): Promise<boolean>
  addSession(record: SiwxSessionRecord): Promise<void>
  findSession(id: string): Promise<SiwxSessionRecord | undefined>
  /** The account's sessions that are neither revoked nor expired at `now`. */
  findSessionsOf(account: string, now: number): Promise<SiwxSessionRecord[]>
  revokeSession(id: string, now: number): Promise<void>
}

/** Whether a record is usable at `now`. */
export function isLiveSession(record: SiwxSessionRecord, now: number): boolean {
  return record.revokedAt === null && record.expiresAt > now
}
