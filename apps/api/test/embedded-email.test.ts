import {
  combineShares,
  embeddedKeysOf,
  newEmbeddedSecret,
  splitSecret,
} from '@openappkit/wallet-frame/host'
import { describe, expect, it } from 'vitest'
import { useTestStack } from './helpers/use-test-stack.ts'

type Mail = { to: string[]; subject: string; text: string }

// A clock the test moves, so cooldown and expiry need no waiting.
let now = Date.UTC(2026, 10, 25, 12)
const clock = { now: () => now }

describe.each(['sqlite', 'postgres'] as const)(
  'the email login of the embedded wallet (%s)',
  (kind) => {
    const stack = useTestStack(kind, { api: { clock } })

    /** The codes the devnet's mail catcher received for `email`, newest first. */
    async function codesFor(email: string): Promise<string[]> {
      const inbox = stack.devnet.manifest.mail?.inboxUrl as string
      const response = await fetch(`${inbox}/messages?to=${encodeURIComponent(email)}`)
      const { messages } = (await response.json()) as { messages: Mail[] }
      return messages.map((mail) => /(\d{6}) is your OpenAppKit code/.exec(mail.subject)?.[1] ?? '')
    }
    const send = (email: string) => stack.api.call('/v1/embedded/email/code', { email })
    const verify = (email: string, otp: string) =>
      stack.api.call('/v1/embedded/email/verify', { email, otp })

    it('mails a six-digit code through SMTP; the right code opens a session', async () => {
      const email = `ada-${kind}@example.com`
      expect(await send(email.toUpperCase())).toEqual({
        status: 200,
        body: { action: 'VERIFY_OTP' },
      })
      const [code] = await codesFor(email)
      expect(code).toMatch(/^\d{6}$/)
      const { status, body } = await verify(email, code as string)
      expect(status).toBe(200)
      const { sessionToken } = body as { sessionToken: string; email: string }
      expect(body).toMatchObject({ email })
      const session = await stack.api.request('/v1/embedded/session', {
        headers: { authorization: `Bearer ${sessionToken}` },
      })
      expect(await session.json()).toEqual({ email })
      // Used once: the same code does not open a second session.
      expect((await verify(email, code as string)).status).toBe(400)
      const stolen = await stack.api.request('/v1/embedded/session', {
        headers: { authorization: `Bearer ${'A'.repeat(43)}` },
      })
      expect(stolen.status).toBe(401)
    })

    it("refuses a second email within 30 s with the catalogue's words, then sends again", async () => {
      const email = `bob-${kind}@example.com`
      await send(email)
      now += 12_300
      const again = await stack.api.request('/v1/embedded/email/code', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      expect(again.status).toBe(429)
      expect(again.headers.get('retry-after')).toBe('18')
      expect(await again.json()).toEqual({ message: 'Please try again after 18 seconds' })
      now += 17_700
      expect((await send(email)).status).toBe(200)
      expect(await codesFor(email)).toHaveLength(2)
    })

    it('takes five tries, then refuses even the right code; a code expires after 10 minutes', async () => {
      const email = `eve-${kind}@example.com`
      await send(email)
      const [code] = await codesFor(email)
      const wrong = code === '000000' ? '111111' : '000000'
      // Each wrong try says how many the code has left.
      for (let attempt = 1; attempt < 5; attempt += 1) {
        expect(await verify(email, wrong)).toEqual({
          status: 400,
          body: {
            message: 'Invalid one-time code',
            code: 'INVALID_EMAIL_CODE',
            params: { attemptsLeft: 5 - attempt },
          },
        })
      }
      expect(await verify(email, wrong)).toEqual({
        status: 429,
        body: {
          message: 'Too many attempts: ask for a new code',
          code: 'EMAIL_CODE_ATTEMPTS_EXCEEDED',
        },
      })
      expect(await verify(email, code as string)).toEqual({
        status: 400,
        body: {
          message: 'Invalid one-time code',
          code: 'INVALID_EMAIL_CODE',
          params: { attemptsLeft: 0 },
        },
      })

      now += 30_000
      await send(email)
      const [fresh] = await codesFor(email)
      now += 600_000
      expect(await verify(email, fresh as string)).toEqual({
        status: 400,
        body: { message: 'The code expired: ask for a new one', code: 'EMAIL_CODE_EXPIRED' },
      })
    })

    it('validates every input and says nothing about unknown addresses', async () => {
      expect((await send('not-an-email')).status).toBe(400)
      expect(
        (await stack.api.call('/v1/embedded/email/code', { email: 'a@b.co', admin: true })).status,
      ).toBe(400)
      expect((await verify('a@b.co', '12345678')).status).toBe(400)
      // The same answer as a code whose tries are used up: nothing about the address.
      expect(await verify(`nobody-${kind}@example.com`, '123456')).toEqual({
        status: 400,
        body: {
          message: 'Invalid one-time code',
          code: 'INVALID_EMAIL_CODE',
          params: { attemptsLeft: 0 },
        },
      })
    })

    /** A signed-in session of `email`, through the mail catcher as a person would. */
    async function signIn(email: string): Promise<string> {
      now += 60_000
      await send(email)
      const [code] = await codesFor(email)
      const { body } = await verify(email, code as string)
      return (body as { sessionToken: string }).sessionToken
    }
    const keyShare = (token: string | undefined, share?: string) =>
      stack.api.request('/v1/embedded/key-share', {
        method: share === undefined ? 'GET' : 'PUT',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(share === undefined ? {} : { body: JSON.stringify({ share }) }),
      })

    it('keeps the auth half of a key for the signed-in account only, once, never the key', async () => {
      const secret = newEmbeddedSecret()
      const { deviceShare, authShare } = await splitSecret(secret)
      const token = await signIn(`kim-${kind}@example.com`)
      expect((await keyShare(undefined, authShare)).status).toBe(401)
      expect((await keyShare(token, authShare)).status).toBe(201)
      // Nobody replaces a key once it exists, not even the account itself.
      const other = await splitSecret(newEmbeddedSecret())
      expect((await keyShare(token, other.authShare)).status).toBe(409)
      const stored = (await (await keyShare(token)).json()) as { share: string }
      expect(stored.share).toBe(authShare)
      // The half the api holds is not the key; with the device's half it is.
      const secretText = Buffer.from(secret).toString('base64')
      expect(stored.share.slice(0, 16)).not.toBe(secretText.slice(0, 16))
      const rebuilt = await combineShares(deviceShare, stored.share)
      expect(embeddedKeysOf(rebuilt).evm.address).toBe(embeddedKeysOf(secret).evm.address)
      // Another account's session reads nothing of it.
      const stranger = await signIn(`lou-${kind}@example.com`)
      expect((await keyShare(stranger)).status).toBe(404)
      expect((await keyShare(token, 'not base64 at all')).status).toBe(400)
    })

    it('a new device needs the emailed link, then the code; only then is the recovery share released', async () => {
      const email = `max-${kind}@example.com`
      const firstDevice = `first-device-${kind}-0001`
      const newDevice = `new-device-${kind}-00001`
      const secret = newEmbeddedSecret()
      const shares = await splitSecret(secret)
      const token = await signIn(email)
      const stored = await stack.api.request('/v1/embedded/key-share', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          share: shares.authShare,
          recoveryShare: shares.recoveryShare,
          deviceId: firstDevice,
        }),
      })
      expect(await stored.json()).toEqual({ stored: true, recoverable: true })
      // The recovery share is sealed at rest: the database does not hold it as sent.
      const sealed = await stack.api.context.db
        .selectFrom('embedded_recovery_shares')
        .select('sealed_share')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      expect(sealed.sealed_share).not.toContain(shares.recoveryShare.slice(0, 20))

      now += 60_000
      expect(
        await stack.api.call('/v1/embedded/email/code', { email, deviceId: firstDevice }),
      ).toEqual({
        status: 200,
        body: { action: 'VERIFY_OTP' },
      })
      now += 60_000
      expect(
        await stack.api.call('/v1/embedded/email/code', { email, deviceId: newDevice }),
      ).toEqual({
        status: 200,
        body: { action: 'VERIFY_DEVICE' },
      })
      const again = await stack.api.call('/v1/embedded/email/code', { email, deviceId: newDevice })
      expect(again.status).toBe(429)
      const status = () =>
        stack.api.call('/v1/embedded/device/status', { email, deviceId: newDevice })
      expect((await status()).body).toEqual({ approved: false })
      const inbox = stack.devnet.manifest.mail?.inboxUrl as string
      const { messages } = (await (
        await fetch(`${inbox}/messages?to=${encodeURIComponent(email)}`)
      ).json()) as { messages: { subject: string; text: string }[] }
      const mail = messages.find((item) => item.subject.startsWith('Approve this device'))
      const link = new URL(/(http:\/\/\S+)/.exec(mail?.text ?? '')?.[1] ?? 'http://x')
      const forged = new URL(link)
      forged.searchParams.set('token', 'A'.repeat(43))
      expect((await stack.api.request(`${forged.pathname}${forged.search}`)).status).toBe(400)
      // A session without an approved device gets no recovery share.
      const recovery = (deviceId: string) =>
        stack.api.request(`/v1/embedded/recovery-share?deviceId=${deviceId}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      expect((await recovery(newDevice)).status).toBe(403)
      const opened = await stack.api.request(`${link.pathname}${link.search}`)
      expect(opened.status).toBe(200)
      expect(await opened.text()).toContain('This device is approved')
      expect((await status()).body).toEqual({ approved: true })
      const released = (await (await recovery(newDevice)).json()) as { share: string }
      expect(released.share).toBe(shares.recoveryShare)
      // With the api's auth share, the new device rebuilds the same key.
      const rebuilt = await combineShares(released.share, shares.authShare)
      expect(embeddedKeysOf(rebuilt).evm.address).toBe(embeddedKeysOf(secret).evm.address)
    })

    it('moves an account to a new email with a code to each address, each bound to the other', async () => {
      const from = `old-${kind}@example.com`
      const to = `new-${kind}@example.com`
      const deviceId = `update-device-${kind}-001`
      const shares = await splitSecret(newEmbeddedSecret())
      const token = await signIn(from)
      const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
      await stack.api.request('/v1/embedded/key-share', {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({
          share: shares.authShare,
          recoveryShare: shares.recoveryShare,
          deviceId,
        }),
      })
      const post = async (path: string, body: unknown, headers: Record<string, string> = auth) => {
        const response = await stack.api.request(path, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        })
        return { status: response.status, body: await response.json() }
      }
      expect((await post('/v1/embedded/email/update', { email: to }, {})).status).toBe(401)
      expect((await post('/v1/embedded/email/update', { email: from })).status).toBe(400)
      now += 60_000
      expect(await post('/v1/embedded/email/update', { email: to })).toEqual({
        status: 200,
        body: { action: 'VERIFY_PRIMARY_OTP' },
      })
      const [primary] = await codesFor(from)
      // The code was mailed for this new address: for another it opens nothing.
      expect(
        (await post('/v1/embedded/email/update/primary', { email: `x-${to}`, otp: primary }))
          .status,
      ).toBe(400)
      expect(await post('/v1/embedded/email/update/primary', { email: to, otp: primary })).toEqual({
        status: 200,
        body: { action: 'VERIFY_SECONDARY_OTP' },
      })
      const [secondary] = await codesFor(to)
      expect(
        await post('/v1/embedded/email/update/secondary', { email: to, otp: secondary }),
      ).toEqual({
        status: 200,
        body: { newEmail: to },
      })
      const session = await stack.api.request('/v1/embedded/session', { headers: auth })
      expect(await session.json()).toEqual({ email: to })
      const share = await stack.api.request('/v1/embedded/key-share', { headers: auth })
      expect(((await share.json()) as { share: string }).share).toBe(shares.authShare)
      const recovery = await stack.api.request(`/v1/embedded/recovery-share?deviceId=${deviceId}`, {
        headers: auth,
      })
      expect(((await recovery.json()) as { share: string }).share).toBe(shares.recoveryShare)
      // The new address now has an account: nobody else moves onto it.
      const other = await signIn(`third-${kind}@example.com`)
      const otherAuth = { 'content-type': 'application/json', authorization: `Bearer ${other}` }
      expect((await post('/v1/embedded/email/update', { email: to }, otherAuth)).status).toBe(409)
    })
  },
)
