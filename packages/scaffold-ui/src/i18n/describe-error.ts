import { isAppKitError, isUserRejection } from '@openappkit/common'
import { translateMessage } from './translate-message.ts'
import type { Translate } from './types.ts'

/**
 * What to tell the visitor about `error`: our errors by their short message (translated when
 * SPEC names it), a refusal in the wallet as `Connection rejected`, anything else generically —
 * a foreign error's text is not written for visitors.
 */
export function describeError(error: unknown, t: Translate): string {
  if (isAppKitError(error)) return translateMessage(error.shortMessage, t)
  if (isUserRejection(error)) return t('error.connectionRejected')
  return t('common.unknownError')
}
