import { BaseError } from './base-error.ts'
import { errorCatalogue, fillTemplate } from './catalogue/index.ts'
import type {
  ErrorCode,
  ErrorDescriptor,
  ErrorParams,
  HasNoParams,
  MessageParams,
  ProblemFamilyCode,
} from './catalogue/types.ts'

/** Options every {@link AppKitError} takes. */
export type AppKitErrorOptions = {
  /** The underlying error, kept for debugging. */
  cause?: unknown
  /** Extra lines for developers (the wallet's or node's own wording...), never translated. */
  details?: string | undefined
}

/**
 * The options of `Code`: `params` is required exactly when its message has placeholders; a
 * family's error also takes `problemText`, the English text of its `params.problem` (from
 * `abiProblems`...), so `message` reads it while only the thrower loads its family's texts.
 */
export type AppKitErrorParameters<Code extends ErrorCode> = Code extends ErrorCode
  ? HasNoParams<Code> extends true
    ? [options?: AppKitErrorOptions & { params?: undefined }]
    : Code extends ProblemFamilyCode
      ? [options: AppKitErrorOptions & { params: ErrorParams<Code>; problemText: string }]
      : [options: AppKitErrorOptions & { params: ErrorParams<Code> }]
  : never

/** Where the docs explain a code: `docs/errors.md#user-rejected-request`. */
export function errorDocsPath(code: ErrorCode): string {
  return `docs/errors.md#${code.toLowerCase().replaceAll('_', '-')}`
}

/**
 * The one error family of OpenAppKit's packages: an entry of the error catalogue, kept by
 * identity (`code` + `params`) so the modal translates it; `shortMessage` is its English text
 * (docs/project/behaviour.md §8, word for word).
 */
export class AppKitError<Code extends ErrorCode = ErrorCode> extends BaseError {
  override name = 'AppKitError'
  readonly code: Code
  readonly params: MessageParams<Code> | undefined
  /** Where this code is documented. */
  readonly docsPath: string

  constructor(code: Code, ...[options]: AppKitErrorParameters<Code>) {
    const { params, cause, details, problemText } = (options ?? {}) as AppKitErrorOptions & {
      params?: MessageParams<Code>
      problemText?: string
    }
    super(fillTemplate(errorCatalogue[code], params, problemText), {
      cause,
      details,
    })
    this.code = code
    // A family's problem params are its entry's params, typed closer.
    this.params = params as MessageParams<Code> | undefined
    this.docsPath = errorDocsPath(code)
  }

  /** The error by identity, as toasts and views keep it. */
  toDescriptor(): ErrorDescriptor<Code> {
    return (
      this.params === undefined ? { code: this.code } : { code: this.code, params: this.params }
    ) as ErrorDescriptor<Code>
  }
}

/** Whether `value` is an {@link AppKitError} (also across bundle copies, by name and shape). */
export function isAppKitError(value: unknown): value is AppKitError {
  if (value instanceof AppKitError) return true
  return (
    value instanceof Error &&
    typeof (value as Partial<AppKitError>).shortMessage === 'string' &&
    Object.hasOwn(errorCatalogue, String((value as Partial<AppKitError>).code))
  )
}
