import { AppKitError } from '@openappkit/common/errors'

/** What the frame asks of the api (apps/api's /v1/embedded routes). */
export type FrameApi = {
  /**
   * Mails a one-time code to `email`, or — for an account with a key on a device it has not
   * approved — the device's approval link; rejects with the api's message (cooldown...).
   */
  sendEmailCode(
    email: string,
    deviceId: string,
  ): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>
  /** Whether the account's email approved this device. */
  isDeviceApproved(email: string, deviceId: string): Promise<boolean>
  /** The session token the right code opens. */
  verifyEmailCode(email: string, otp: string): Promise<{ sessionToken: string }>
  /** The api's half of the account's secret; undefined before the account has a key. */
  getKeyShare(sessionToken: string): Promise<string | undefined>
  /** Stores the api's share and the sealed recovery share of a new key made on `deviceId`. */
  putKeyShare(
    sessionToken: string,
    shares: { share: string; recoveryShare: string; deviceId: string },
  ): Promise<void>
  /** The recovery share, for a device the account approved; undefined when there is none. */
  getRecoveryShare(sessionToken: string, deviceId: string): Promise<string | undefined>
  /** The provider's authorization URL for a social login started by the dapp at `origin`. */
  startSocialLogin(provider: string, origin: string): Promise<{ uri: string }>
  /** Finishes a social login with the address the provider redirected to: a session. */
  finishSocialLogin(
    uri: string,
    deviceId: string,
  ): Promise<{ sessionToken: string; email: string; userName?: string | undefined }>
  /** Opens a Farcaster sign-in channel: its URL (the QR code) and the secret to poll it with. */
  createFarcasterChannel(): Promise<{ url: string; channelToken: string; pollSecret: string }>
  /** The channel's state; once the Farcaster app completed it, a session (given once). */
  farcasterStatus(
    channelToken: string,
    pollSecret: string,
    deviceId: string,
  ): Promise<
    | { state: 'pending' }
    | { state: 'completed'; sessionToken: string; account: string; userName?: string | undefined }
  >
  /** Starts moving the account to `email`: a code goes to the current address. */
  startEmailUpdate(sessionToken: string, email: string): Promise<void>
  /** The current address's code; a code then goes to the new one. */
  verifyEmailUpdatePrimary(sessionToken: string, email: string, otp: string): Promise<void>
  /** The new address's code; the account has moved. */
  verifyEmailUpdateSecondary(sessionToken: string, email: string, otp: string): Promise<void>
}

/** A failure the api answered, with its HTTP status and message. */
export class FrameApiError extends AppKitError<'UNKNOWN_ERROR'> {
  override name = 'FrameApiError'
  readonly status: number
  constructor(
    status: number,
    message: string,
    /** The catalogue code and parameters the api answered with, when it did (`INVALID_EMAIL_CODE`). */
    readonly apiCode?: { code: string; params?: Record<string, string | number> } | undefined,
  ) {
    super('UNKNOWN_ERROR', { details: message })
    this.status = status
    this.apiMessage = message
  }
  readonly apiMessage: string
}

/** The `{ code, params }` of an api error body, when it has a code. */
function apiCodeOf(body: Record<string, unknown>): FrameApiError['apiCode'] {
  if (typeof body.code !== 'string') return undefined
  const params = body.params
  const plain =
    params && typeof params === 'object'
      ? Object.fromEntries(
          Object.entries(params).filter(
            (entry): entry is [string, string | number] =>
              typeof entry[1] === 'string' || typeof entry[1] === 'number',
          ),
        )
      : undefined
  return plain ? { code: body.code, params: plain } : { code: body.code }
}

/** The URL of an api route, with the projectId the api may require. */
export function frameApiUrl(apiUrl: string, path: string, projectId?: string): string {
  return projectId
    ? `${apiUrl}${path}?projectId=${encodeURIComponent(projectId)}`
    : `${apiUrl}${path}`
}

/** The api at `apiUrl`, over `fetch` (the frame page's). */
export function createFrameApi(
  apiUrl: string,
  fetchImpl: typeof fetch = fetch,
  projectId?: string,
): FrameApi {
  const call = async (path: string, init: RequestInit = {}, token?: string) => {
    const response = await fetchImpl(frameApiUrl(apiUrl, path, projectId), {
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { status: response.status, body }
  }
  const fail = ({ status, body }: { status: number; body: Record<string, unknown> }) =>
    new FrameApiError(
      status,
      typeof body.message === 'string' ? body.message : `HTTP ${status}`,
      apiCodeOf(body),
    )
  const post = async (path: string, body: unknown, token: string) => {
    const reply = await call(path, { method: 'POST', body: JSON.stringify(body) }, token)
    if (reply.status !== 200) throw fail(reply)
  }
  return {
    async createFarcasterChannel() {
      const reply = await call('/v1/embedded/farcaster/channel', { method: 'POST', body: '{}' })
      const { url, channelToken, pollSecret } = reply.body
      if (
        reply.status !== 200 ||
        typeof url !== 'string' ||
        typeof channelToken !== 'string' ||
        typeof pollSecret !== 'string'
      ) {
        throw fail(reply)
      }
      return { url, channelToken, pollSecret }
    },
    async farcasterStatus(channelToken, pollSecret, deviceId) {
      const reply = await call('/v1/embedded/farcaster/channel/status', {
        method: 'POST',
        body: JSON.stringify({ channelToken, pollSecret, deviceId }),
      })
      if (reply.status !== 200) throw fail(reply)
      const { state, sessionToken, account, userName } = reply.body
      if (state === 'pending') return { state: 'pending' }
      if (
        state !== 'completed' ||
        typeof sessionToken !== 'string' ||
        typeof account !== 'string'
      ) {
        throw fail(reply)
      }
      return {
        state: 'completed',
        sessionToken,
        account,
        ...(typeof userName === 'string' ? { userName } : {}),
      }
    },
    async startSocialLogin(provider, origin) {
      const reply = await call('/v1/embedded/social/start', {
        method: 'POST',
        body: JSON.stringify({ provider, origin }),
      })
      if (reply.status !== 200 || typeof reply.body.uri !== 'string') throw fail(reply)
      return { uri: reply.body.uri }
    },
    async finishSocialLogin(uri, deviceId) {
      const reply = await call('/v1/embedded/social/finish', {
        method: 'POST',
        body: JSON.stringify({ uri, deviceId }),
      })
      const { sessionToken, email, userName } = reply.body
      if (reply.status !== 200 || typeof sessionToken !== 'string' || typeof email !== 'string') {
        throw fail(reply)
      }
      return { sessionToken, email, ...(typeof userName === 'string' ? { userName } : {}) }
    },
    startEmailUpdate: (token, email) => post('/v1/embedded/email/update', { email }, token),
    verifyEmailUpdatePrimary: (token, email, otp) =>
      post('/v1/embedded/email/update/primary', { email, otp }, token),
    verifyEmailUpdateSecondary: (token, email, otp) =>
      post('/v1/embedded/email/update/secondary', { email, otp }, token),
    async sendEmailCode(email, deviceId) {
      const reply = await call('/v1/embedded/email/code', {
        method: 'POST',
        body: JSON.stringify({ email, deviceId }),
      })
      if (reply.status !== 200) throw fail(reply)
      return { action: reply.body.action === 'VERIFY_DEVICE' ? 'VERIFY_DEVICE' : 'VERIFY_OTP' }
    },
    async isDeviceApproved(email, deviceId) {
      const reply = await call('/v1/embedded/device/status', {
        method: 'POST',
        body: JSON.stringify({ email, deviceId }),
      })
      if (reply.status !== 200) throw fail(reply)
      return reply.body.approved === true
    },
    async verifyEmailCode(email, otp) {
      const reply = await call('/v1/embedded/email/verify', {
        method: 'POST',
        body: JSON.stringify({ email, otp }),
      })
      if (reply.status !== 200 || typeof reply.body.sessionToken !== 'string') throw fail(reply)
      return { sessionToken: reply.body.sessionToken }
    },
    async getKeyShare(sessionToken) {
      const reply = await call('/v1/embedded/key-share', {}, sessionToken)
      if (reply.status === 404) return undefined
      if (reply.status !== 200 || typeof reply.body.share !== 'string') throw fail(reply)
      return reply.body.share
    },
    async putKeyShare(sessionToken, shares) {
      const reply = await call(
        '/v1/embedded/key-share',
        { method: 'PUT', body: JSON.stringify(shares) },
        sessionToken,
      )
      if (reply.status !== 201) throw fail(reply)
    },
    async getRecoveryShare(sessionToken, deviceId) {
      const path = `/v1/embedded/recovery-share?deviceId=${encodeURIComponent(deviceId)}`
      const reply = await call(path, {}, sessionToken)
      if (reply.status === 404 || reply.status === 403) return undefined
      if (reply.status !== 200 || typeof reply.body.share !== 'string') throw fail(reply)
      return reply.body.share
    },
  }
}
