import { BaseError } from '@openappkit/common'

/**
 * A reason of a refused request (docs/project/behaviour.md §8: name-service errors show the first
 * description).
 */
export type ApiErrorReason = { description: string }

/** Parameters of {@link ApiError}. */
export type ApiErrorParameters = {
  /** HTTP status sent with the error; 4xx or 5xx. */
  status: number
  reasons?: readonly ApiErrorReason[] | undefined
  cause?: unknown
  /** The catalogue code the client translates (`SIWX_NONCE_REFUSED`...), when there is one. */
  code?: string | undefined
  /** The values of the code's placeholders (`{ attemptsLeft: 2 }`). */
  params?: Readonly<Record<string, string | number>> | undefined
}

/** An error answered to the client as `{ message, reasons? }` with its HTTP status. */
export class ApiError extends BaseError {
  override name = 'ApiError'
  readonly status: number
  readonly reasons: readonly ApiErrorReason[] | undefined
  readonly code: string | undefined
  readonly params: Readonly<Record<string, string | number>> | undefined

  constructor(message: string, parameters: ApiErrorParameters) {
    super(message, { cause: parameters.cause })
    this.status = parameters.status
    this.reasons = parameters.reasons
    this.code = parameters.code
    this.params = parameters.params
  }
}

/** 400 with `message`. */
export function badRequest(message: string, reasons?: readonly ApiErrorReason[]): ApiError {
  return new ApiError(message, { status: 400, reasons })
}

/** 404 with `message`. */
export function notFound(message: string): ApiError {
  return new ApiError(message, { status: 404 })
}

/** Thrown when the configuration cannot be loaded or is invalid. */
export class ConfigError extends BaseError {
  override name = 'ConfigError'
}
