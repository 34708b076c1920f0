import { getBase58Decoder } from '@solana/kit'
import { z } from 'zod'
import type { RecordedInnerInstruction, TransactionRecord } from './ledger.ts'
import { isSignerIndex, isWritableIndex, type WireInstruction } from './transaction-wire.ts'

export const transactionEncodingSchema = z.enum(['json', 'jsonParsed', 'base64', 'base58'])
export type TransactionEncoding = z.infer<typeof transactionEncodingSchema>

function base58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes)
}

function compiledInstruction(
  instruction: WireInstruction | RecordedInnerInstruction,
  stackHeight: number | null,
) {
  return {
    programIdIndex: instruction.programIdIndex,
    accounts: instruction.accountIndexes,
    data: base58(instruction.data),
    stackHeight,
  }
}

// jsonParsed without program parsers: every instruction is "partially decoded" (program id,
// account addresses, base58 data), which is a valid RPC answer for any program.
function partiallyDecodedInstruction(
  record: TransactionRecord,
  instruction: WireInstruction | RecordedInnerInstruction,
  stackHeight: number | null,
) {
  return {
    programId: record.accountKeys[instruction.programIdIndex] ?? '',
    accounts: instruction.accountIndexes.map((index) => record.accountKeys[index] ?? ''),
    data: base58(instruction.data),
    stackHeight,
  }
}

function isWritableKey(record: TransactionRecord, index: number): boolean {
  const staticCount = record.transaction.staticAccountKeys.length
  if (index < staticCount) return isWritableIndex(record.transaction, index)
  return index < staticCount + record.loadedAddresses.writable.length
}

function encodeMessage(record: TransactionRecord, parsed: boolean) {
  const { transaction } = record
  const staticCount = transaction.staticAccountKeys.length
  const lookups =
    transaction.version === 0 ? { addressTableLookups: transaction.addressTableLookups } : {}
  if (!parsed) {
    return {
      accountKeys: transaction.staticAccountKeys,
      header: transaction.header,
      recentBlockhash: transaction.recentBlockhash,
      instructions: transaction.instructions.map((ix) => compiledInstruction(ix, null)),
      ...lookups,
    }
  }
  return {
    accountKeys: record.accountKeys.map((pubkey, index) => ({
      pubkey,
      signer: index < staticCount && isSignerIndex(transaction, index),
      writable: isWritableKey(record, index),
      source: index < staticCount ? 'transaction' : 'lookupTable',
    })),
    recentBlockhash: transaction.recentBlockhash,
    instructions: transaction.instructions.map((ix) =>
      partiallyDecodedInstruction(record, ix, null),
    ),
    ...lookups,
  }
}

function encodeInnerInstructions(record: TransactionRecord, parsed: boolean) {
  return record.innerInstructions.flatMap((instructions, index) =>
    instructions.length === 0
      ? []
      : [
          {
            index,
            instructions: instructions.map((ix) =>
              parsed
                ? partiallyDecodedInstruction(record, ix, ix.stackHeight)
                : compiledInstruction(ix, ix.stackHeight),
            ),
          },
        ],
  )
}

function encodeMeta(record: TransactionRecord, parsed: boolean) {
  return {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: encodeInnerInstructions(record, parsed),
    logMessages: record.logs,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    loadedAddresses: record.loadedAddresses,
    computeUnitsConsumed: record.computeUnitsConsumed,
    ...(record.returnData
      ? {
          returnData: {
            programId: record.returnData.programId,
            data: [Buffer.from(record.returnData.data).toString('base64'), 'base64'],
          },
        }
      : {}),
  }
}

function encodeTransaction(record: TransactionRecord, encoding: TransactionEncoding) {
  switch (encoding) {
    case 'base64':
      return [Buffer.from(record.wire).toString('base64'), 'base64']
    case 'base58':
      return [base58(record.wire), 'base58']
    default:
      return {
        signatures: record.transaction.signatures,
        message: encodeMessage(record, encoding === 'jsonParsed'),
      }
  }
}

/** The `getTransaction` result; `version` only when the client declared the versions it supports. */
export function formatTransactionResponse(
  record: TransactionRecord,
  encoding: TransactionEncoding,
  includeVersion: boolean,
) {
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    transaction: encodeTransaction(record, encoding),
    meta: encodeMeta(record, encoding === 'jsonParsed'),
    ...(includeVersion ? { version: record.transaction.version } : {}),
  }
}
