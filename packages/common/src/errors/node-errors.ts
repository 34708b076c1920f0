import { formatGwei } from '../units/ether.ts'
import { AppKitError } from './app-kit-error.ts'

/** Stable string codes of the node-error kinds of SPEC §8. */
export const NodeErrorCode = {
  ExecutionReverted: 'EXECUTION_REVERTED',
  FeeCapTooHigh: 'FEE_CAP_TOO_HIGH',
  FeeCapTooLow: 'FEE_CAP_TOO_LOW',
  NonceTooHigh: 'NONCE_TOO_HIGH',
  NonceTooLow: 'NONCE_TOO_LOW',
  NonceMaxValue: 'NONCE_MAX_VALUE',
  InsufficientFunds: 'INSUFFICIENT_FUNDS',
  IntrinsicGasTooHigh: 'INTRINSIC_GAS_TOO_HIGH',
  IntrinsicGasTooLow: 'INTRINSIC_GAS_TOO_LOW',
  TransactionTypeNotSupported: 'TRANSACTION_TYPE_NOT_SUPPORTED',
  TipAboveFeeCap: 'TIP_ABOVE_FEE_CAP',
  UnknownNodeError: 'UNKNOWN_NODE_ERROR',
} as const
export type NodeErrorCode = (typeof NodeErrorCode)[keyof typeof NodeErrorCode]

export type NodeErrorParameters = {
  /** The original error (node message, provider error, Error...). */
  cause?: unknown
  /** The node's own wording, for logs. */
  details?: string | undefined
}

/** Common base of the node errors: an {@link AppKitError} whose `code` is a {@link NodeErrorCode}. */
export abstract class NodeError extends AppKitError {
  declare readonly code: NodeErrorCode

  constructor(shortMessage: string, code: NodeErrorCode, parameters: NodeErrorParameters) {
    super(shortMessage, { code, cause: parameters.cause, details: parameters.details })
  }
}

export type ExecutionRevertedErrorParameters = NodeErrorParameters & {
  /** The revert reason, when the node or the revert data gave one. */
  reason?: string | undefined
  /** Raw revert data (`0x…`), e.g. a custom error to decode with the contract ABI. */
  data?: string | undefined
}

/** The call or transaction reverted, with or without a reason. */
export class ExecutionRevertedError extends NodeError {
  override name = 'ExecutionRevertedError'
  readonly reason: string | undefined
  readonly data: string | undefined

  constructor(parameters: ExecutionRevertedErrorParameters = {}) {
    const { reason } = parameters
    const message = reason
      ? `Execution reverted with reason: ${reason}${/[.!?]$/.test(reason) ? '' : '.'}`
      : 'Execution reverted.'
    super(message, NodeErrorCode.ExecutionReverted, parameters)
    this.reason = reason
    this.data = parameters.data
  }
}

export type FeeCapTooHighErrorParameters = NodeErrorParameters & {
  maxFeePerGas?: bigint | undefined
}

/** maxFeePerGas above 2^256-1. */
export class FeeCapTooHighError extends NodeError {
  override name = 'FeeCapTooHighError'

  constructor(parameters: FeeCapTooHighErrorParameters = {}) {
    const { maxFeePerGas } = parameters
    super(
      'The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1).',
      NodeErrorCode.FeeCapTooHigh,
      {
        ...parameters,
        details:
          parameters.details ??
          (maxFeePerGas === undefined
            ? undefined
            : `maxFeePerGas: ${formatGwei(maxFeePerGas)} gwei`),
      },
    )
  }
}

/** maxFeePerGas below the block base fee. */
export class FeeCapTooLowError extends NodeError {
  override name = 'FeeCapTooLowError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(
      'The fee cap (maxFeePerGas) cannot be lower than the block base fee.',
      NodeErrorCode.FeeCapTooLow,
      parameters,
    )
  }
}

/** Nonce above the next one the account can use. */
export class NonceTooHighError extends NodeError {
  override name = 'NonceTooHighError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(
      'Nonce provided for the transaction is higher than the next one expected.',
      NodeErrorCode.NonceTooHigh,
      parameters,
    )
  }
}

/** Nonce already used by the account. */
export class NonceTooLowError extends NodeError {
  override name = 'NonceTooLowError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(
      'Nonce provided for the transaction is lower than the current nonce of the account.',
      NodeErrorCode.NonceTooLow,
      parameters,
    )
  }
}

/** The account nonce is at its maximum value. */
export class NonceMaxValueError extends NodeError {
  override name = 'NonceMaxValueError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(
      'Nonce provided for the transaction exceeds the maximum allowed nonce.',
      NodeErrorCode.NonceMaxValue,
      parameters,
    )
  }
}

/** gas × fee + value exceeds the balance of the account. */
export class InsufficientFundsError extends NodeError {
  override name = 'InsufficientFundsError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
      NodeErrorCode.InsufficientFunds,
      parameters,
    )
  }
}

/** Gas limit above what the block allows. */
export class IntrinsicGasTooHighError extends NodeError {
  override name = 'IntrinsicGasTooHighError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(
      'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
      NodeErrorCode.IntrinsicGasTooHigh,
      parameters,
    )
  }
}

/** Gas limit below the intrinsic cost of the transaction. */
export class IntrinsicGasTooLowError extends NodeError {
  override name = 'IntrinsicGasTooLowError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(
      'The amount of gas provided for the transaction is too low.',
      NodeErrorCode.IntrinsicGasTooLow,
      parameters,
    )
  }
}

/** The chain does not accept this transaction type. */
export class TransactionTypeNotSupportedError extends NodeError {
  override name = 'TransactionTypeNotSupportedError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(
      'The transaction type is not supported for this chain.',
      NodeErrorCode.TransactionTypeNotSupported,
      parameters,
    )
  }
}

export type TipAboveFeeCapErrorParameters = NodeErrorParameters & {
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/** maxPriorityFeePerGas above maxFeePerGas. */
export class TipAboveFeeCapError extends NodeError {
  override name = 'TipAboveFeeCapError'

  constructor(parameters: TipAboveFeeCapErrorParameters = {}) {
    const { maxFeePerGas, maxPriorityFeePerGas } = parameters
    const values =
      maxFeePerGas === undefined || maxPriorityFeePerGas === undefined
        ? undefined
        : `maxPriorityFeePerGas: ${formatGwei(maxPriorityFeePerGas)} gwei, maxFeePerGas: ${formatGwei(maxFeePerGas)} gwei`
    super(
      'The tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).',
      NodeErrorCode.TipAboveFeeCap,
      { ...parameters, details: parameters.details ?? values },
    )
  }
}

/** A node error none of the other kinds matches; the node's wording is in `details`. */
export class UnknownNodeError extends NodeError {
  override name = 'UnknownNodeError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(
      'An unknown error occurred while executing the request.',
      NodeErrorCode.UnknownNodeError,
      parameters,
    )
  }
}

/** What {@link mapNodeError} returns: exactly one of the SPEC §8 node-error kinds. */
export type NodeErrorMapping =
  | ExecutionRevertedError
  | FeeCapTooHighError
  | FeeCapTooLowError
  | NonceTooHighError
  | NonceTooLowError
  | NonceMaxValueError
  | InsufficientFundsError
  | IntrinsicGasTooHighError
  | IntrinsicGasTooLowError
  | TransactionTypeNotSupportedError
  | TipAboveFeeCapError
  | UnknownNodeError
