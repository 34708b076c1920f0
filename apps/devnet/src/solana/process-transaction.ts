import { getAddressDecoder } from '@solana/kit'
import type {
  FailedTransactionMetadata,
  SimulatedTransactionInfo,
  TransactionMetadata,
} from 'litesvm/dist/internal.js'
import { invalidParams, JsonRpcError, JsonRpcErrorCode } from '../json-rpc/json-rpc.ts'
import { snapshotBalances } from './balance-snapshot.ts'
import { LAMPORTS_PER_SIGNATURE, SYSTEM_PROGRAM_ADDRESS } from './constants.ts'
import {
  advanceSlot,
  isBlockhashValid,
  type RecordedInnerInstruction,
  recordTransaction,
  type SolanaLedger,
  type TransactionRecord,
} from './ledger.ts'
import { allAccountKeys, resolveLoadedAddresses } from './lookup-tables.ts'
import { toRpcTransactionError } from './transaction-error.ts'
import { decodeWireTransaction, type WireTransaction } from './transaction-wire.ts'

/** Options of {@link sendWireTransaction}. */
export type SendWireTransactionParameters = { skipPreflight?: boolean | undefined }

/** Options of {@link simulateWireTransaction}. */
export type SimulateWireTransactionParameters = {
  sigVerify?: boolean | undefined
  replaceRecentBlockhash?: boolean | undefined
}

export type SimulationOutcome = {
  transaction: WireTransaction
  result: SimulatedTransactionInfo | FailedTransactionMetadata
}

const ADVANCE_NONCE_ACCOUNT = 4

function isFailure(
  result: TransactionMetadata | SimulatedTransactionInfo | FailedTransactionMetadata,
): result is FailedTransactionMetadata {
  return 'err' in result
}

// A durable-nonce transaction names a nonce value, not a recent blockhash: let it through.
function usesDurableNonce(transaction: WireTransaction): boolean {
  const first = transaction.instructions[0]
  if (!first) return false
  const program = transaction.staticAccountKeys[first.programIdIndex]
  return program === SYSTEM_PROGRAM_ADDRESS && first.data[0] === ADVANCE_NONCE_ACCOUNT
}

function hasUsableLifetime(ledger: SolanaLedger, transaction: WireTransaction): boolean {
  return isBlockhashValid(ledger, transaction.recentBlockhash) || usesDurableNonce(transaction)
}

// LiteSVM's Debug output is the only place its 1.5 API exposes the fee charged.
function readFee(meta: TransactionMetadata, transaction: WireTransaction): bigint {
  const match = /fee: (\d+) \}\)?$/.exec(meta.toString())
  return match?.[1]
    ? BigInt(match[1])
    : LAMPORTS_PER_SIGNATURE * BigInt(transaction.header.numRequiredSignatures)
}

function readInnerInstructions(meta: TransactionMetadata): RecordedInnerInstruction[][] {
  return meta.innerInstructions().map((inner) =>
    inner.map((instruction) => {
      const compiled = instruction.instruction()
      return {
        programIdIndex: compiled.programIdIndex(),
        accountIndexes: Array.from(compiled.accounts()),
        data: compiled.data(),
        stackHeight: instruction.stackHeight(),
      }
    }),
  )
}

/** The return data of a transaction in RPC form, or null when the program set none. */
export function readReturnData(
  meta: TransactionMetadata,
): { programId: string; data: Uint8Array } | null {
  const returnData = meta.returnData()
  const data = returnData.data()
  if (data.length === 0) return null
  return { programId: getAddressDecoder().decode(returnData.programId()), data }
}

// LiteSVM throws (rather than reporting) on bytes it cannot deserialize.
function guarded<T>(run: () => T): T {
  try {
    return run()
  } catch (error) {
    throw invalidParams(`failed to process transaction: ${String(error)}`)
  }
}

function executeInSvm(
  ledger: SolanaLedger,
  wire: Uint8Array,
  transaction: WireTransaction,
): TransactionMetadata | FailedTransactionMetadata {
  return guarded(() =>
    transaction.version === 'legacy'
      ? ledger.svm.sendLegacyTransaction(wire)
      : ledger.svm.sendVersionedTransaction(wire),
  )
}

function simulateInSvm(
  ledger: SolanaLedger,
  wire: Uint8Array,
  transaction: WireTransaction,
): SimulatedTransactionInfo | FailedTransactionMetadata {
  return guarded(() =>
    transaction.version === 'legacy'
      ? ledger.svm.simulateLegacyTransaction(wire)
      : ledger.svm.simulateVersionedTransaction(wire),
  )
}

/** Simulates without committing; `sigVerify` defaults to false, as on Agave. */
export function simulateWireTransaction(
  ledger: SolanaLedger,
  wire: Uint8Array,
  parameters: SimulateWireTransactionParameters = {},
): SimulationOutcome {
  const transaction = decodeWireTransaction(wire)
  const { svm } = ledger
  svm.setSigverify(parameters.sigVerify ?? false)
  try {
    // An unknown blockhash is a simulation result (BlockhashNotFound), not an RPC error: LiteSVM
    // runs with its own check off, so turning it on for this one run makes it report that.
    const checkBlockhash =
      !parameters.replaceRecentBlockhash && !hasUsableLifetime(ledger, transaction)
    svm.setBlockhashCheck(checkBlockhash)
    return { transaction, result: simulateInSvm(ledger, wire, transaction) }
  } finally {
    svm.setSigverify(true)
    svm.setBlockhashCheck(false)
  }
}

function preflightError(failure: FailedTransactionMetadata): JsonRpcError {
  const error = toRpcTransactionError(failure.err())
  if (error.json === 'SignatureFailure') {
    return new JsonRpcError(
      JsonRpcErrorCode.transactionSignatureVerificationFailure,
      'Transaction signature verification failure',
    )
  }
  const meta = failure.meta()
  return new JsonRpcError(
    JsonRpcErrorCode.transactionSimulationFailed,
    `Transaction simulation failed: ${error.description}`,
    {
      accounts: null,
      err: error.json,
      innerInstructions: null,
      logs: meta.logs(),
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed: meta.computeUnitsConsumed(),
    },
  )
}

/**
 * Executes a signed transaction for real and records it. Preflight (unless skipped) answers
 * -32002 with the simulation's logs; transactions the runtime rejects outright (bad signature,
 * unknown blockhash, already processed) are refused even with skipPreflight, since they would
 * never land. A transaction that fails while executing lands with its error and pays its fee.
 */
export function sendWireTransaction(
  ledger: SolanaLedger,
  wire: Uint8Array,
  parameters: SendWireTransactionParameters = {},
): TransactionRecord {
  const transaction = decodeWireTransaction(wire)
  if (!parameters.skipPreflight) {
    const simulation = simulateWireTransaction(ledger, wire, { sigVerify: true })
    if (isFailure(simulation.result)) throw preflightError(simulation.result)
  } else if (!hasUsableLifetime(ledger, transaction)) {
    throw new JsonRpcError(
      JsonRpcErrorCode.transactionSimulationFailed,
      'Transaction simulation failed: Blockhash not found',
      { err: 'BlockhashNotFound', logs: [], accounts: null, returnData: null, unitsConsumed: 0 },
    )
  }
  const loadedAddresses = resolveLoadedAddresses(ledger, transaction)
  const accountKeys = allAccountKeys(transaction, loadedAddresses)
  const before = snapshotBalances(ledger, accountKeys)
  const result = executeInSvm(ledger, wire, transaction)
  let err: unknown = null
  let meta: TransactionMetadata
  if (isFailure(result)) {
    const error = toRpcTransactionError(result.err())
    if (!error.landed) throw preflightError(result)
    err = error.json
    meta = result.meta()
  } else {
    meta = result
  }
  const after = snapshotBalances(ledger, accountKeys)
  const record: TransactionRecord = {
    signature: transaction.signatures[0] as string,
    slot: ledger.slot,
    blockTime: Math.floor(Date.now() / 1000),
    wire,
    transaction,
    loadedAddresses,
    accountKeys,
    err,
    fee: readFee(meta, transaction),
    logs: meta.logs(),
    computeUnitsConsumed: meta.computeUnitsConsumed(),
    preBalances: before.balances,
    postBalances: after.balances,
    preTokenBalances: before.tokenBalances,
    postTokenBalances: after.tokenBalances,
    innerInstructions: readInnerInstructions(meta),
    returnData: readReturnData(meta),
  }
  recordTransaction(ledger, record)
  advanceSlot(ledger)
  return record
}
