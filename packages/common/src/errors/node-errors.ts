import { formatGwei } from '../units/ether.ts'
import { AppKitError, type AppKitErrorParameters } from './app-kit-error.ts'

/** Stable string codes of the node-error kinds of docs/project/behaviour.md §8. */
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

type NodeCatalogueCode = NodeErrorCode | 'EXECUTION_REVERTED_WITH_REASON'

/** Common base of the node errors: an {@link AppKitError} whose `code` is a node-error kind. */
export abstract class NodeError<
  Code extends NodeCatalogueCode = NodeCatalogueCode,
> extends AppKitError<Code> {
  constructor(
    code: Code,
    parameters: NodeErrorParameters & { params?: Record<string, string> | undefined },
  ) {
    const { cause, details, params } = parameters
    // Every kind's options are `{ cause, details }` plus the reason of a revert.
    super(code, ...([{ cause, details, params }] as AppKitErrorParameters<Code>))
  }
}

export type ExecutionRevertedErrorParameters = NodeErrorParameters & {
  /** The revert reason, when the node or the revert data gave one. */
  reason?: string | undefined
  /** Raw revert data (`0x…`), e.g. a custom error to decode with the contract ABI. */
  data?: string | undefined
}

/** The call or transaction reverted, with or without a reason. */
export class ExecutionRevertedError extends NodeError<
  'EXECUTION_REVERTED' | 'EXECUTION_REVERTED_WITH_REASON'
> {
  override name = 'ExecutionRevertedError'
  readonly reason: string | undefined
  readonly data: string | undefined

  constructor(parameters: ExecutionRevertedErrorParameters = {}) {
    const { reason } = parameters
    super(reason ? 'EXECUTION_REVERTED_WITH_REASON' : NodeErrorCode.ExecutionReverted, {
      ...parameters,
      params: reason ? { reason: `${reason}${/[.!?]$/.test(reason) ? '' : '.'}` } : undefined,
    })
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
    super(NodeErrorCode.FeeCapTooHigh, {
      ...parameters,
      details:
        parameters.details ??
        (maxFeePerGas === undefined ? undefined : `maxFeePerGas: ${formatGwei(maxFeePerGas)} gwei`),
    })
  }
}

/** maxFeePerGas below the block base fee. */
export class FeeCapTooLowError extends NodeError {
  override name = 'FeeCapTooLowError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(NodeErrorCode.FeeCapTooLow, parameters)
  }
}

/** Nonce above the next one the account can use. */
export class NonceTooHighError extends NodeError {
  override name = 'NonceTooHighError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(NodeErrorCode.NonceTooHigh, parameters)
  }
}

/** Nonce already used by the account. */
export class NonceTooLowError extends NodeError {
  override name = 'NonceTooLowError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(NodeErrorCode.NonceTooLow, parameters)
  }
}

/** The account nonce is at its maximum value. */
export class NonceMaxValueError extends NodeError {
  override name = 'NonceMaxValueError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(NodeErrorCode.NonceMaxValue, parameters)
  }
}

/** gas × fee + value exceeds the balance of the account. */
export class InsufficientFundsError extends NodeError {
  override name = 'InsufficientFundsError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(NodeErrorCode.InsufficientFunds, parameters)
  }
}

/** Gas limit above what the block allows. */
export class IntrinsicGasTooHighError extends NodeError {
  override name = 'IntrinsicGasTooHighError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(NodeErrorCode.IntrinsicGasTooHigh, parameters)
  }
}

/** Gas limit below the intrinsic cost of the transaction. */
export class IntrinsicGasTooLowError extends NodeError {
  override name = 'IntrinsicGasTooLowError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(NodeErrorCode.IntrinsicGasTooLow, parameters)
  }
}

/** The chain does not accept this transaction type. */
export class TransactionTypeNotSupportedError extends NodeError {
  override name = 'TransactionTypeNotSupportedError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(NodeErrorCode.TransactionTypeNotSupported, parameters)
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
    super(NodeErrorCode.TipAboveFeeCap, { ...parameters, details: parameters.details ?? values })
  }
}

/** A node error none of the other kinds matches; the node's wording is in `details`. */
export class UnknownNodeError extends NodeError {
  override name = 'UnknownNodeError'

  constructor(parameters: NodeErrorParameters = {}) {
    super(NodeErrorCode.UnknownNodeError, parameters)
  }
}

/**
 * What {@link mapNodeError} returns: exactly one of the docs/project/behaviour.md §8 node-error
 * kinds.
 */
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
