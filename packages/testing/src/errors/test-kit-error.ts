import { BaseError } from '@openappkit/common'

/** A test helper used wrongly or a devnet it cannot reach. */
export class TestKitError extends BaseError {
  override name = 'TestKitError'
}
