import { AppKitError } from '../errors/app-kit-error.ts'

/** `gasPrice` was given together with `maxFeePerGas` and/or `maxPriorityFeePerGas`. */
export class FeeConflictError extends AppKitError<'FEE_CONFLICT'> {
  override name = 'FeeConflictError'

  constructor() {
    super('FEE_CONFLICT', {
      details:
        'Use maxFeePerGas/maxPriorityFeePerGas for EIP-1559 networks and gasPrice for the others.',
    })
  }
}

/** A call was given `code` together with `factory`/`factoryData`. */
export class CallParametersConflictError extends AppKitError<'CALL_PARAMETERS_CONFLICT'> {
  override name = 'CallParametersConflictError'

  constructor() {
    super('CALL_PARAMETERS_CONFLICT')
  }
}
