import type { CaipNetworkId } from '@openappkit/common/caip'
import type {
  SIWXConfig as SIWXConfigContract,
  SIWXMessage,
  SIWXMessageInput,
  SIWXSession,
} from '@openappkit/controllers'
import type { SIWXMessenger } from '../messengers/siwx-messenger.ts'
import type { SIWXStorage } from '../storages/siwx-storage.ts'
import type { SIWXVerifier } from '../verifiers/siwx-verifier.ts'
import { verifySiwxSession } from '../verify/verify-siwx-session.ts'

/** The parts of a sign-in configuration. */
export type SIWXConfigOptions = {
  messenger: SIWXMessenger
  verifiers: SIWXVerifier[]
  storage: SIWXStorage
  /** The dapp is unusable connected but not signed in; `true` when absent. */
  required?: boolean | undefined
  /** Sign out when the wallet disconnects; `true` when absent (docs/project/behaviour.md §4). */
  signOutOnDisconnect?: boolean | undefined
}

/**
 * A sign-in configuration from a messenger, verifiers and a storage: what `createAppKit({ siwx })`
 * takes. Sessions are verified (grammar, domain, time window, signature) before they are stored.
 */
export class SIWXConfig implements SIWXConfigContract {
  readonly messenger: SIWXMessenger
  readonly verifiers: SIWXVerifier[]
  readonly storage: SIWXStorage
  readonly required: boolean
  readonly signOutOnDisconnect: boolean

  constructor(options: SIWXConfigOptions) {
    this.messenger = options.messenger
    this.verifiers = options.verifiers
    this.storage = options.storage
    this.required = options.required ?? true
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true
  }

  /** A message for the account on the network, from the messenger. */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    return this.messenger.createMessage(input)
  }

  /** Throws the catalogue error of the first check the session fails. */
  protected async verifySession(session: SIWXSession): Promise<SIWXSession> {
    return verifySiwxSession({
      message: session.message,
      signature: session.signature,
      data: session.data,
      verifiers: this.verifiers,
      domain: this.messenger.domain,
      uri: this.messenger.uri,
    })
  }

  async addSession(session: SIWXSession): Promise<void> {
    await this.storage.add(await this.verifySession(session))
  }

  async setSessions(sessions: SIWXSession[]): Promise<void> {
    const verified = await Promise.all(sessions.map((session) => this.verifySession(session)))
    await this.storage.set(verified)
  }

  revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    return this.storage.delete(chainId, address)
  }

  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    return this.storage.get(chainId, address)
  }

  getRequired(): boolean {
    return this.required
  }
}
