import { AppKitError, abiProblems, type ProblemParams } from '../errors/index.ts'

/** What {@link AbiCodecError} takes: the problem's code and its text's values. */
export type AbiCodecErrorParameters = ProblemParams<'ABI_CODEC_FAILED'>

/** Thrown for values that cannot be encoded and data that does not decode as the given types. */
export class AbiCodecError extends AppKitError<'ABI_CODEC_FAILED'> {
  override name = 'AbiCodecError'

  constructor(params: AbiCodecErrorParameters, options: { cause?: unknown } = {}) {
    super('ABI_CODEC_FAILED', {
      params,
      problemText: abiProblems[params.problem],
      cause: options.cause,
    })
  }
}
