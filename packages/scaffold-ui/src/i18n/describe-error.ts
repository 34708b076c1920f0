import { type ErrorDescriptor, isAppKitError, isUserRejection } from '@openappkit/common/errors'

/**
 * What to tell the visitor about `error`, by code: our errors as they are, a refusal in the
 * wallet as `Connection rejected`, anything else generically — a foreign error's text is not
 * written for visitors.
 */
export function describeError(error: unknown): ErrorDescriptor {
  if (isAppKitError(error)) return error.toDescriptor()
  if (isUserRejection(error)) return { code: 'CONNECTION_REJECTED' }
  return { code: 'UNKNOWN_ERROR' }
}
