import { EMAIL_LOGIN_COOLDOWN_MS } from '@openappkit/common/constants'
import { AppKitError } from '@openappkit/common/errors'
import { z } from 'zod'
import { storageContextOf } from '../../core/storage-context-of.ts'
import type { AppKitCore } from '../../core/types.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { readStoredJson, writeStoredJson } from '../../platform/storage/stored-json.ts'

/** Thrown for a login email asked for within the cooldown (docs/project/behaviour.md §5). */
export class EmailLoginCooldownError extends AppKitError<'EMAIL_COOLDOWN'> {
  override name = 'EmailLoginCooldownError'
  readonly remainingSeconds: number
  constructor(remainingSeconds: number) {
    super('EMAIL_COOLDOWN', { params: { n: remainingSeconds } })
    this.remainingSeconds = remainingSeconds
  }
}

async function lastEmailLoginAt(core: AppKitCore): Promise<number | undefined> {
  const known = core.state.embeddedWallet.lastEmailLoginAt
  if (known !== undefined) return known
  // Kept in storage too, so reloading the page does not lift the cooldown.
  return readStoredJson(storageContextOf(core), STORAGE_KEYS.lastEmailLoginTime, z.number())
}

/** Seconds to wait before the next login email, rounded up; 0 when one may be sent now. */
export async function getEmailLoginCooldownSeconds(core: AppKitCore): Promise<number> {
  const last = await lastEmailLoginAt(core)
  if (last === undefined) return 0
  const remaining = EMAIL_LOGIN_COOLDOWN_MS - (core.services.clock.now() - last)
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}

/**
 * Throws `Please try again after {n} seconds` within 30 s of the last login email
 * (docs/project/behaviour.md §5).
 */
export async function assertEmailLoginAllowed(core: AppKitCore): Promise<void> {
  const seconds = await getEmailLoginCooldownSeconds(core)
  if (seconds > 0) throw new EmailLoginCooldownError(seconds)
}

/** Starts the cooldown: a login email was just sent. */
export async function recordEmailLogin(core: AppKitCore): Promise<void> {
  const now = core.services.clock.now()
  core.state.embeddedWallet.lastEmailLoginAt = now
  await writeStoredJson(storageContextOf(core), STORAGE_KEYS.lastEmailLoginTime, now)
}
