import { BaseError } from '@openappkit/common'

/** Raised when the devnet cannot start, deploy its fixtures or stop its processes. */
export class DevnetError extends BaseError {
  override name = 'DevnetError'
}
