import { BaseError } from '@openappkit/common'

/** The shared store (Redis) could not answer; callers choose to fail open or closed. */
export class SharedStateUnavailableError extends BaseError {
  override name = 'SharedStateUnavailableError'
}
