import type { SIWXSession } from '@openappkit/controllers'
import { InformalMessenger } from '../messengers/informal-messenger.ts'
import {
  ApiSessionStorage,
  type ApiSessionStorageOptions,
} from '../storages/api-session-storage.ts'
import { pageLocation } from '../storages/browser-globals.ts'
import { defaultVerifiers } from './default-verifiers.ts'
import { SIWXConfig } from './siwx-config.ts'

/** Options of {@link ApiSIWX}. */
export type ApiSIWXOptions = ApiSessionStorageOptions & {
  required?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
  statement?: string | undefined
  /** Seconds until a message expires (and its session with it); the api caps it. */
  expiration?: number | undefined
}

/**
 * Sign-in whose sessions live in our api (the self-hosted counterpart of the incumbent's cloud
 * authentication): nonces from the api, messages for this page, verification and sessions on
 * the server, revoked there on sign-out.
 */
export class ApiSIWX extends SIWXConfig {
  constructor(options: ApiSIWXOptions) {
    const storage = new ApiSessionStorage(options)
    const location = pageLocation()
    super({
      messenger: new InformalMessenger({
        domain: location?.host ?? 'localhost',
        uri: location ? `${location.origin}/` : 'http://localhost/',
        getNonce: () => storage.issueNonce(),
        statement: options.statement,
        expiration: options.expiration,
      }),
      verifiers: defaultVerifiers(),
      storage,
      required: options.required,
      signOutOnDisconnect: options.signOutOnDisconnect,
    })
  }

  // The api verifies every message itself (with the node, for contract accounts), so the
  // browser does not verify twice.
  override async addSession(session: SIWXSession): Promise<void> {
    await this.storage.add(session)
  }
}
