import { AppKitError } from '@openappkit/common'

/** Thrown for values that cannot be encoded and data that does not decode as the given types. */
export class AbiCodecError extends AppKitError {
  override name = 'AbiCodecError'
}
