import { AppKitError } from '@openappkit/common/errors'

/** What the frame asks of the api (apps/api's /v1/embedded routes). */
export type FrameApi = {
  /** Mails a one-time code to `email`; rejects with the api's message (cooldown...). */
  sendEmailCode(email: string): Promise<void>
  /** The session token the right code opens. */
  verifyEmailCode(email: string, otp: string): Promise<{ sessionToken: string }>
  /** The api's half of the account's secret; undefined before the account has a key. */
  getKeyShare(sessionToken: string): Promise<string | undefined>
  putKeyShare(sessionToken: string, share: string): Promise<void>
}

/** A failure the api answered, with its HTTP status and message. */
export class FrameApiError extends AppKitError<'UNKNOWN_ERROR'> {
  override name = 'FrameApiError'
  readonly status: number
  constructor(status: number, message: string) {
    super('UNKNOWN_ERROR', { details: message })
    this.status = status
    this.apiMessage = message
  }
  readonly apiMessage: string
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
    new FrameApiError(status, typeof body.message === 'string' ? body.message : `HTTP ${status}`)
  return {
    async sendEmailCode(email) {
      const reply = await call('/v1/embedded/email/code', {
        method: 'POST',
        body: JSON.stringify({ email }),
      })
      if (reply.status !== 200) throw fail(reply)
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
    async putKeyShare(sessionToken, share) {
      const reply = await call(
        '/v1/embedded/key-share',
        { method: 'PUT', body: JSON.stringify({ share }) },
        sessionToken,
      )
      if (reply.status !== 201) throw fail(reply)
    },
  }
}
