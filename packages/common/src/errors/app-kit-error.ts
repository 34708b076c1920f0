/** Parameters of {@link AppKitError}. */
export type AppKitErrorParameters = {
  /** Machine-readable code: a JSON-RPC / provider number or one of our own string codes. */
  code?: number | string | undefined
  /** The underlying error, kept for debugging. */
  cause?: unknown
  /** Extra lines shown after the short message (never user-facing). */
  details?: string | undefined
}

/**
 * The one error family of OpenAppKit. `shortMessage` is the user-facing text (SPEC's message,
 * word for word); `message` equals it so logs and `String(error)` show the same words.
 */
export class AppKitError extends Error {
  override name = 'AppKitError'
  readonly shortMessage: string
  readonly code: number | string | undefined
  readonly details: string | undefined

  constructor(shortMessage: string, parameters: AppKitErrorParameters = {}) {
    super(shortMessage, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.code = parameters.code
    this.details = parameters.details
  }
}

/** Whether `value` is an {@link AppKitError} (also across bundle copies, by name and shape). */
export function isAppKitError(value: unknown): value is AppKitError {
  if (value instanceof AppKitError) return true
  return (
    value instanceof Error &&
    typeof (value as Partial<AppKitError>).shortMessage === 'string' &&
    value.name.endsWith('Error') &&
    'code' in value
  )
}
