import { BaseError } from '@openappkit/common'

/** The api could not start its processes (the message says which and why). */
export class ApiStartError extends BaseError {
  override name = 'ApiStartError'
}
