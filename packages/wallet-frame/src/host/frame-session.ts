import { bytesToBase64 } from '@openappkit/common/encoding'
import { ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import type { FrameApi } from './frame-api.ts'
import { type EmbeddedKeys, embeddedKeysOf, newEmbeddedSecret } from './keys/embedded-keys.ts'
import { combineShares, splitSecret } from './keys/split-secret.ts'

/** Where the frame keeps its share of each account's secret and the session (its own origin). */
export type FrameStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The signed-in account of the frame and its keys, which never leave it. */
export type FrameSession = ReturnType<typeof createFrameSession>

const notSignedIn = () =>
  new ProviderRpcError(RpcErrorCode.Unauthorized, { message: 'Not signed in' })

// This browser profile's frame, as the api knows it (device approval by email).
function deviceIdOf(storage: FrameStorage): string {
  const stored = storage.getItem('device-id')
  if (stored) return stored
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  const id = bytesToBase64(bytes).replaceAll('+', '-').replaceAll('/', '_')
  storage.setItem('device-id', id)
  return id
}

/**
 * The frame's session: the account (an email, or `farcaster:{fid}`), its keys once unlocked, this
 * device's id. Unlocking makes the secret on the account's first sign-in (split 2-of-3: this
 * device, the api, a recovery share the api keeps sealed) or rebuilds it from this device's share
 * — or, on a device the account approved by email, from the recovery share — and the api's.
 */
export function createFrameSession(api: FrameApi, storage: FrameStorage) {
  let keys: EmbeddedKeys | undefined
  let account = storage.getItem('email') ?? undefined
  const deviceId = deviceIdOf(storage)

  const unlock = async (token: string, owner: string) => {
    const deviceKey = `device-share:${owner}`
    const authShare = await api.getKeyShare(token)
    let deviceShare = storage.getItem(deviceKey)
    if (authShare && !deviceShare) {
      deviceShare = (await api.getRecoveryShare(token, deviceId)) ?? null
      if (!deviceShare) {
        throw new ProviderRpcError(RpcErrorCode.Unauthorized, {
          message: 'This device is not approved for the account yet',
        })
      }
      storage.setItem(deviceKey, deviceShare)
    }
    if (authShare && deviceShare) {
      keys = embeddedKeysOf(await combineShares(deviceShare, authShare))
      return
    }
    const shares = await splitSecret(newEmbeddedSecret())
    await api.putKeyShare(token, {
      share: shares.authShare,
      recoveryShare: shares.recoveryShare,
      deviceId,
    })
    storage.setItem(deviceKey, shares.deviceShare)
    keys = embeddedKeysOf(await combineShares(shares.deviceShare, shares.authShare))
  }

  return {
    deviceId,
    /** The account signing in or signed in. */
    get account() {
      return account
    },
    set account(next: string | undefined) {
      account = next
    },
    /** Unlocks `owner`'s keys with a session token and remembers both on this device. */
    async signIn(token: string, owner: string) {
      await unlock(token, owner)
      account = owner
      storage.setItem('email', owner)
      storage.setItem('session', token)
    },
    /** Unlocks the keys of a session kept from an earlier visit; whether it worked. */
    async resume(): Promise<boolean> {
      const token = storage.getItem('session')
      if (!keys && token && account) await unlock(token, account).catch(() => undefined)
      return keys !== undefined
    },
    signOut() {
      keys = undefined
      storage.removeItem('session')
    },
    requireKeys(): EmbeddedKeys {
      if (!keys) throw notSignedIn()
      return keys
    },
    /** The session token of the signed-in account. */
    token(): string {
      const token = storage.getItem('session')
      if (!keys || !token) throw notSignedIn()
      return token
    },
  }
}
