import { ApiError } from '../errors/index.ts'

/**
 * A purchase that could not be delivered, refused before its transfer was signed and recorded:
 * nothing went out and the checkout stays open.
 */
export class DeliveryError extends ApiError {
  override name = 'DeliveryError'

  constructor(message: string, parameters: { status: number; cause?: unknown }) {
    super(message, { status: parameters.status, cause: parameters.cause })
  }
}

/** The treasury holds too little of the asset (nothing was sent; the buyer may retry). */
export function treasuryTooLow(): DeliveryError {
  return new DeliveryError('The sandbox treasury cannot cover this purchase right now', {
    status: 503,
  })
}

/** Runs tasks one at a time (one treasury key, one nonce sequence). */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
}
