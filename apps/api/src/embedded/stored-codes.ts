import type { Context } from 'hono'
import { ApiError } from '../errors/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { emailCodeMail } from './email-code-mail.ts'
import type { Mailer } from './mailer.ts'
import { hashOneTimeCode, isOneTimeCode, newOneTimeCode } from './one-time-code.ts'

/** What a code is for; a code of one purpose never opens another. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

/** One emailed code: its address, purpose, and what else it is bound to (the other address). */
export type StoredCode = { email: string; purpose: CodePurpose; binding?: string | undefined }

const tooManyAttempts = () =>
  new ApiError('Too many attempts: ask for a new code', {
    status: 429,
    code: 'EMAIL_CODE_ATTEMPTS_EXCEEDED',
  })
// A wrong code says how many tries the code has left, so the visitor knows where they stand.
const wrongCode = (attemptsLeft: number) =>
  new ApiError('Invalid one-time code', {
    status: 400,
    code: 'INVALID_EMAIL_CODE',
    params: { attemptsLeft },
  })

// The binding is hashed with the code: a code mailed for one address change opens no other.
const bound = (code: string, binding: string | undefined) => (binding ? `${binding}|${code}` : code)

/**
 * Seconds left of the resend cooldown after an email sent at `sentAt` (docs/project/behaviour.md
 * §5), or 0.
 */
export function cooldownSecondsLeft(
  context: ApiContext,
  sentAt: number | null | undefined,
): number {
  if (!sentAt) return 0
  const waitMs = Number(sentAt) + context.config.email.resendCooldownMs - context.clock.now()
  return Math.max(0, Math.ceil(waitMs / 1_000))
}

/** The 429 of an email asked for within the cooldown, in docs/project/behaviour.md §5's words. */
export function tooSoon(c: Context, seconds: number) {
  c.header('Retry-After', String(seconds))
  return c.json({ message: `Please try again after ${seconds} seconds` }, 429)
}

/**
 * The emailed codes of the embedded wallet: six digits kept only as a salted hash, valid for the
 * configured time and number of tries, at most one email per address and purpose per cooldown.
 */
export function createStoredCodes(context: ApiContext, mailer: Mailer | undefined) {
  const { codeTtlMs, maxAttempts } = context.config.email
  const row = ({ email, purpose }: StoredCode) =>
    context.db
      .selectFrom('email_codes')
      .selectAll()
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .executeTakeFirst()
  const forget = ({ email, purpose }: StoredCode) =>
    context.db
      .deleteFrom('email_codes')
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .execute()

  return {
    /**
     * Seconds until another code may go to this address and purpose (docs/project/behaviour.md §5),
     * or 0.
     */
    async cooldown(target: StoredCode): Promise<number> {
      return cooldownSecondsLeft(context, (await row(target))?.sent_at)
    },
    /** Mails a fresh code; the previous one of the same purpose stops working. */
    async send(target: StoredCode): Promise<void> {
      if (!mailer) throw new ApiError('Email is not configured', { status: 503 })
      const code = newOneTimeCode()
      const { salt, hash } = hashOneTimeCode(bound(code, target.binding))
      const now = context.clock.now()
      await forget(target)
      await context.db
        .insertInto('email_codes')
        .values({
          email: target.email,
          purpose: target.purpose,
          code_hash: hash,
          salt,
          sent_at: now,
          expires_at: now + codeTtlMs,
          attempts: 0,
        })
        .execute()
      try {
        await mailer.send(emailCodeMail(target.email, code, Math.round(codeTtlMs / 60_000)))
      } catch (error) {
        await forget(target)
        context.logger.error('embedded wallet: sending a code failed', { error: String(error) })
        throw new ApiError('Could not send the email', { status: 502, cause: error })
      }
    },
    /** Uses up the right code (once); a wrong, expired or exhausted one throws its own error. */
    async verify(target: StoredCode, otp: string): Promise<void> {
      const stored = await row(target)
      // No code and a wrong code read the same: the answer says nothing about the address.
      // No code left reads as a wrong one with no tries: a new code is what is needed.
      if (!stored) throw wrongCode(0)
      if (Number(stored.expires_at) <= context.clock.now()) {
        await forget(target)
        throw new ApiError('The code expired: ask for a new one', {
          status: 400,
          code: 'EMAIL_CODE_EXPIRED',
        })
      }
      if (stored.attempts >= maxAttempts) {
        await forget(target)
        throw tooManyAttempts()
      }
      if (!isOneTimeCode(bound(otp, target.binding), stored.salt, stored.code_hash)) {
        const attempts = stored.attempts + 1
        if (attempts >= maxAttempts) {
          await forget(target)
          throw tooManyAttempts()
        }
        await context.db
          .updateTable('email_codes')
          .set({ attempts })
          .where('email', '=', target.email)
          .where('purpose', '=', target.purpose)
          .execute()
        throw wrongCode(maxAttempts - attempts)
      }
      await forget(target)
    },
  }
}
