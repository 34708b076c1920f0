export type BaseErrorParameters = {
  /** The underlying error, kept for debugging. */
  cause?: unknown
  /** Extra lines for developers, appended to `message` (never shown to visitors). */
  details?: string | undefined
}

/**
 * Root of every error class of OpenAppKit and its apps: a short message, optional details for
 * developers and the cause. Product packages throw {@link AppKitError}s (by catalogue code);
 * tools and apps may subclass this with their own wording.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  /** The message without details: what a person reads. */
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { cause, details } = parameters
    super(
      details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage,
      cause === undefined ? undefined : { cause },
    )
    this.shortMessage = shortMessage
    this.details = details
  }
}
