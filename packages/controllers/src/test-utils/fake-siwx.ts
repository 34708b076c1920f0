import type { CaipNetworkId } from '@openappkit/common/caip'
import type { SIWXConfig, SIWXMessage, SIWXSession } from '../state/siwx/types.ts'

export type FakeSiwx = SIWXConfig & {
  sessions: SIWXSession[]
  required: boolean
  /** `addSession` rejects (signature refused by the verifier). */
  rejectSessions: boolean
}

/** An in-memory sign-in config: sessions in a list, messages of a fixed shape. */
export function createFakeSiwx(
  parameters: { required?: boolean; signOutOnDisconnect?: boolean } = {},
): FakeSiwx {
  const siwx: FakeSiwx = {
    sessions: [],
    required: parameters.required ?? false,
    rejectSessions: false,
    signOutOnDisconnect: parameters.signOutOnDisconnect,
    async createMessage({ chainId, accountAddress }): Promise<SIWXMessage> {
      return {
        chainId,
        accountAddress,
        domain: 'dapp.test',
        uri: 'https://dapp.test',
        version: '1',
        nonce: 'n0nce',
        serializedMessage: `dapp.test wants you to sign in with ${accountAddress} on ${chainId}`,
      }
    },
    async addSession(session) {
      if (siwx.rejectSessions) throw new Error('invalid signature')
      siwx.sessions.push(session)
    },
    async revokeSession(chainId, address) {
      siwx.sessions = siwx.sessions.filter(
        (session) => session.data.chainId !== chainId || session.data.accountAddress !== address,
      )
    },
    async setSessions(sessions) {
      siwx.sessions = [...sessions]
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      return siwx.sessions.filter(
        (session) => session.data.chainId === chainId && session.data.accountAddress === address,
      )
    },
    getRequired: () => siwx.required,
  }
  return siwx
}
