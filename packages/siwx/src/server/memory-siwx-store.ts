import { isLiveSession, type SiwxSessionRecord, type SiwxStore } from './siwx-store.ts'

/** Nonces and sessions in this process's memory: for tests and single-process servers. */
export function createMemorySiwxStore(): SiwxStore {
  const nonces = new Map<string, { expiresAt: number; used: boolean }>()
  const sessions = new Map<string, SiwxSessionRecord>()
  const forgetExpiredNonces = (now: number) => {
    for (const [nonce, entry] of nonces) if (entry.expiresAt <= now) nonces.delete(nonce)
  }
  return {
    async addNonce(nonce, expiresAt) {
      nonces.set(nonce, { expiresAt, used: false })
    },
    async consumeNonce(nonce, now) {
      forgetExpiredNonces(now)
      const entry = nonces.get(nonce)
      if (!entry || entry.used) return false
      entry.used = true
      return true
    },
    async addSession(record) {
      sessions.set(record.id, { ...record })
    },
    async findSession(id) {
      const record = sessions.get(id)
      return record && { ...record }
    },
    async findSessionsOf(account, now) {
      return [...sessions.values()]
        .filter((record) => record.account === account && isLiveSession(record, now))
        .map((record) => ({ ...record }))
    },
    async revokeSession(id, now) {
      const record = sessions.get(id)
      if (record && record.revokedAt === null) record.revokedAt = now
    },
  }
}
