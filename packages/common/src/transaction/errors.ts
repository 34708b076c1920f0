import { AppKitError } from '../errors/app-kit-error.ts'

/** `gasPrice` was given together with `maxFeePerGas` and/or `maxPriorityFeePerGas`. */
export class FeeConflictError extends AppKitError {
  override name = 'FeeConflictError'

  constructor() {
    super('Cannot specify both gasPrice and maxFeePerGas/maxPriorityFeePerGas.', {
      code: 'FEE_CONFLICT',
      details:
        'Use maxFeePerGas/maxPriorityFeePerGas for EIP-1559 networks and gasPrice for the others.',
    })
  }
}

/** A call was given `code` together with `factory`/`factoryData`. */
export class CallParametersConflictError extends AppKitError {
  override name = 'CallParametersConflictError'

  constructor() {
    super('Cannot provide both code and factory/factoryData as call parameters.', {
      code: 'CALL_PARAMETERS_CONFLICT',
    })
  }
}
