import { AppKitError } from '../errors/index.ts'

/** Thrown for values that cannot be encoded and data that does not decode as the given types. */
export class AbiCodecError extends AppKitError<'ABI_CODEC_FAILED'> {
  override name = 'AbiCodecError'

  constructor(problem: string, options: { cause?: unknown } = {}) {
    super('ABI_CODEC_FAILED', { params: { problem }, cause: options.cause })
  }
}
