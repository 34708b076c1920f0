import { ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import type { FrameRequestPayload, FrameRequestType } from '../messages/frame-requests.ts'
import type { FrameApi } from './frame-api.ts'
import type { FrameSession, FrameStorage } from './frame-session.ts'

/** A request handler of the frame: its payload (already checked) and the dapp's origin. */
export type FrameHandler = (payload: never, origin: string) => Promise<unknown>

export type LoginHandlersParameters = {
  api: FrameApi
  session: FrameSession
  storage: FrameStorage
  /** How often a wait (device link, Farcaster channel) asks the api again (1 s). */
  pollMs: number
}

// As long as an emailed link or a Farcaster channel is valid (the api's 10 minutes).
const WAIT_MS = 10 * 60_000

const startFirst = (what: string) =>
  new ProviderRpcError(RpcErrorCode.Unauthorized, { message: `Start ${what} first` })

/** Polls `check` every `pollMs` until it answers, at most {@link WAIT_MS}. */
async function waitFor<T>(check: () => Promise<T | undefined>, pollMs: number, what: string) {
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const result = await check()
    if (result !== undefined) return result
    if (Date.now() > deadline)
      throw new ProviderRpcError(RpcErrorCode.Unauthorized, { message: `${what} in time` })
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/**
 * The ways in (docs/project/behaviour.md §7): email with device approval and one-time code, social
 * login through OpenID Connect, Farcaster's channel — and the two-code email update.
 */
export function loginHandlers({
  api,
  session,
  storage,
  pollMs,
}: LoginHandlersParameters): Partial<Record<FrameRequestType, FrameHandler>> {
  let pendingEmail: string | undefined
  let farcasterChannel: { channelToken: string; pollSecret: string } | undefined
  const emailOf = () => {
    if (!session.account) throw startFirst('with an email')
    return session.account
  }
  const pending = () => {
    if (!pendingEmail) throw startFirst('the email update')
    return pendingEmail
  }

  return {
    CONNECT_EMAIL: async ({ email }: FrameRequestPayload<'CONNECT_EMAIL'>) => {
      const { action } = await api.sendEmailCode(email, session.deviceId)
      session.account = email.toLowerCase()
      return { action }
    },
    CONNECT_DEVICE: async () => {
      const email = emailOf()
      await waitFor(
        async () => ((await api.isDeviceApproved(email, session.deviceId)) ? true : undefined),
        pollMs,
        'The device was not approved',
      )
      await api.sendEmailCode(email, session.deviceId)
      return {}
    },
    CONNECT_OTP: async ({ otp }: FrameRequestPayload<'CONNECT_OTP'>) => {
      const email = emailOf()
      const { sessionToken } = await api.verifyEmailCode(email, otp)
      await session.signIn(sessionToken, email)
      return {}
    },
    GET_SOCIAL_REDIRECT_URI: async (
      { provider }: FrameRequestPayload<'GET_SOCIAL_REDIRECT_URI'>,
      origin,
    ) => api.startSocialLogin(provider, origin),
    CONNECT_SOCIAL: async ({ uri }: FrameRequestPayload<'CONNECT_SOCIAL'>) => {
      // A fresh sign-in at the provider approves this device for the account.
      const { sessionToken, email, userName } = await api.finishSocialLogin(uri, session.deviceId)
      await session.signIn(sessionToken, email)
      return userName ? { userName } : {}
    },
    GET_FARCASTER_URI: async () => {
      const channel = await api.createFarcasterChannel()
      farcasterChannel = channel
      return { url: channel.url }
    },
    CONNECT_FARCASTER: async () => {
      const channel = farcasterChannel
      if (!channel) throw startFirst('a Farcaster channel')
      const done = await waitFor(
        async () => {
          const { channelToken, pollSecret } = channel
          const status = await api.farcasterStatus(channelToken, pollSecret, session.deviceId)
          return status.state === 'completed' ? status : undefined
        },
        pollMs,
        'The Farcaster sign-in was not completed',
      )
      farcasterChannel = undefined
      await session.signIn(done.sessionToken, done.account)
      return done.userName ? { userName: done.userName } : {}
    },
    UPDATE_EMAIL: async ({ email: next }: FrameRequestPayload<'UPDATE_EMAIL'>) => {
      await api.startEmailUpdate(session.token(), next)
      pendingEmail = next.toLowerCase()
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }: FrameRequestPayload<'UPDATE_EMAIL_PRIMARY_OTP'>) => {
      await api.verifyEmailUpdatePrimary(session.token(), pending(), otp)
      return {}
    },
    UPDATE_EMAIL_SECONDARY_OTP: async ({
      otp,
    }: FrameRequestPayload<'UPDATE_EMAIL_SECONDARY_OTP'>) => {
      const next = pending()
      await api.verifyEmailUpdateSecondary(session.token(), next, otp)
      // This device's share follows the account to its new address.
      const previous = session.account
      const share = previous ? storage.getItem(`device-share:${previous}`) : null
      if (share) storage.setItem(`device-share:${next}`, share)
      if (previous) storage.removeItem(`device-share:${previous}`)
      session.account = next
      pendingEmail = undefined
      storage.setItem('email', next)
      return { newEmail: next }
    },
  }
}
