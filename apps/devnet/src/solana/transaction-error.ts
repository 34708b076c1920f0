import type { FailedTransactionMetadata } from 'litesvm/dist/internal.js'
import {
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js'

// Variant names in the order of LiteSVM's fieldless enums (= Agave's TransactionError and
// InstructionError), which is how the RPC spells them in JSON.
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

type LiteSvmTransactionError = ReturnType<FailedTransactionMetadata['err']>

/** A transaction error in the RPC's JSON form, with a sentence for error messages. */
export type RpcTransactionError = {
  json: unknown
  description: string
  /** True when the transaction executed (and paid its fee); false when it was rejected before. */
  landed: boolean
}

function instructionErrorJson(error: ReturnType<TransactionErrorInstructionError['err']>) {
  if (error instanceof InstructionErrorCustom) {
    return {
      json: { Custom: error.code },
      text: `custom program error: 0x${error.code.toString(16)}`,
    }
  }
  if (error instanceof InstructionErrorBorshIo) {
    return {
      json: { BorshIoError: error.msg },
      text: `Failed to serialize or deserialize account data: ${error.msg}`,
    }
  }
  const name = INSTRUCTION_ERRORS[error as number] ?? 'GenericError'
  return { json: name, text: name }
}

/** Converts LiteSVM's error object to the RPC's JSON (`{"InstructionError":[0,{"Custom":1}]}`...). */
export function toRpcTransactionError(error: LiteSvmTransactionError): RpcTransactionError {
  if (error instanceof TransactionErrorInstructionError) {
    const inner = instructionErrorJson(error.err())
    return {
      json: { InstructionError: [error.index, inner.json] },
      description: `Error processing Instruction ${error.index}: ${inner.text}`,
      landed: true,
    }
  }
  if (error instanceof TransactionErrorInsufficientFundsForRent) {
    return {
      json: { InsufficientFundsForRent: { account_index: error.accountIndex } },
      description: `Transaction results in an account (${error.accountIndex}) with insufficient funds for rent`,
      landed: true,
    }
  }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return {
      json: { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } },
      description: 'Execution of the program referenced by this account is temporarily restricted',
      landed: false,
    }
  }
  if (error instanceof TransactionErrorDuplicateInstruction) {
    return {
      json: { DuplicateInstruction: error.index },
      description: `Transaction contains a duplicate instruction (${error.index}) that is not allowed`,
      landed: false,
    }
  }
  const name = TRANSACTION_ERRORS[error as number] ?? 'SanitizeFailure'
  return { json: name, description: describeFieldless(name), landed: false }
}

function describeFieldless(name: (typeof TRANSACTION_ERRORS)[number]): string {
  switch (name) {
    case 'BlockhashNotFound':
      return 'Blockhash not found'
    case 'AlreadyProcessed':
      return 'This transaction has already been processed'
    case 'InsufficientFundsForFee':
      return 'Insufficient funds for fee'
    case 'AccountNotFound':
      return 'Attempt to debit an account but found no record of a prior credit.'
    case 'SignatureFailure':
      return 'Transaction did not pass signature verification'
    default:
      return name
  }
}
