import { BaseError } from '@openappkit/common'

/** A lab action that cannot run (no wallet connected, a transaction not mined...). */
export class LabError extends BaseError {
  override name = 'LabError'
}
