import { InformalMessenger } from '../messengers/informal-messenger.ts'
import { randomNonce } from '../messengers/random-nonce.ts'
import { pageLocation } from '../storages/browser-globals.ts'
import { LocalStorage } from '../storages/local-storage.ts'
import { defaultVerifiers } from './default-verifiers.ts'
import { SIWXConfig, type SIWXConfigOptions } from './siwx-config.ts'

/** Options of {@link DefaultSIWX}: any part left out gets its default. */
export type DefaultSIWXOptions = Partial<SIWXConfigOptions>

/** The page's host and URL, where the default messenger says the sign-in is for. */
function pageTarget(): { domain: string; uri: string } {
  const location = pageLocation()
  return location
    ? { domain: location.host, uri: location.href }
    : { domain: 'localhost', uri: 'http://localhost/' }
}

/**
 * Sign-in that works without a server: messages for the page's host with random nonces, the
 * three verifiers, sessions in localStorage. Replace the storage with one a server checks before
 * trusting a sign-in.
 */
export class DefaultSIWX extends SIWXConfig {
  constructor(options: DefaultSIWXOptions = {}) {
    super({
      messenger:
        options.messenger ??
        new InformalMessenger({ ...pageTarget(), getNonce: async () => randomNonce() }),
      verifiers: options.verifiers ?? defaultVerifiers(),
      storage: options.storage ?? new LocalStorage({ key: '@appkit/siwx' }),
      required: options.required,
      signOutOnDisconnect: options.signOutOnDisconnect,
    })
  }
}
