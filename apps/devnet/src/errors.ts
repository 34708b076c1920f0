import { AppKitError } from '@openappkit/common'

/** Raised when the devnet cannot start, deploy its fixtures or stop its processes. */
export class DevnetError extends AppKitError {
  override name = 'DevnetError'
}
