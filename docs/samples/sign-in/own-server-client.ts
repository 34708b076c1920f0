import { createAppKit } from '@openappkit/appkit'
import { base } from '@openappkit/appkit/networks'
import {
  defaultVerifiers,
  InformalMessenger,
  SIWXConfig,
  type SIWXSession,
  type SIWXStorage,
} from '@openappkit/siwx'

const server = 'https://dapp.example'

/** Sessions live on your server; this page keeps only the token it was given. */
class ServerSessionStorage implements SIWXStorage {
  #sessions: SIWXSession[] = []

  async add(session: SIWXSession): Promise<void> {
    const response = await fetch(`${server}/siwx/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: session.message, signature: session.signature }),
    })
    if (!response.ok) throw new Error(`Sign-in refused: ${response.status}`)
    const { token } = (await response.json()) as { token: string }
    sessionStorage.setItem('siwx-token', token)
    this.#sessions.push(session)
  }

  async set(sessions: SIWXSession[]): Promise<void> {
    this.#sessions = sessions
    if (sessions.length === 0) sessionStorage.removeItem('siwx-token')
  }

  async get(chainId: string, address: string): Promise<SIWXSession[]> {
    return this.#sessions.filter(
      (session) =>
        session.data.chainId === chainId &&
        session.data.accountAddress.toLowerCase() === address.toLowerCase(),
    )
  }

  async delete(chainId: string, address: string): Promise<void> {
    const kept = this.#sessions.filter((session) => !this.#isOf(session, chainId, address))
    await this.set(kept)
  }

  #isOf(session: SIWXSession, chainId: string, address: string): boolean {
    return (
      session.data.chainId === chainId &&
      session.data.accountAddress.toLowerCase() === address.toLowerCase()
    )
  }
}

export const appKit = createAppKit({
  networks: [base],
  siwx: new SIWXConfig({
    messenger: new InformalMessenger({
      domain: location.host,
      uri: `${location.origin}/`,
      // The nonce comes from your server, which consumes it when the signed message comes back.
      getNonce: async () => {
        const response = await fetch(`${server}/siwx/nonce`, { method: 'POST' })
        return ((await response.json()) as { nonce: string }).nonce
      },
      statement: 'Sign in to My dapp',
    }),
    verifiers: defaultVerifiers(),
    storage: new ServerSessionStorage(),
  }),
})
