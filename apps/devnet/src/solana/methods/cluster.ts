import { z } from 'zod'
import { invalidParams } from '../../json-rpc/json-rpc.ts'
import { defineRpcMethod, type RpcMethods } from '../../json-rpc/rpc-dispatch.ts'
import {
  LAMPORTS_PER_SIGNATURE,
  SLOTS_PER_EPOCH,
  SOLANA_CORE_VERSION,
  SOLANA_DEVNET_GENESIS_HASH,
} from '../constants.ts'
import { blockHeight, isBlockhashValid, latestBlockhash, type SolanaLedger } from '../ledger.ts'
import { decodeWireMessage, type WireMessage } from '../transaction-wire.ts'
import {
  commitmentConfigSchema,
  decodeBinaryParam,
  type SolanaRpcContext,
  withContext,
} from './shared.ts'

const noParams = z.union([z.tuple([]), z.tuple([commitmentConfigSchema])])

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const SET_COMPUTE_UNIT_LIMIT = 2
const SET_COMPUTE_UNIT_PRICE = 3
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n
const MAX_COMPUTE_UNITS = 1_400_000n
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n

// Base fee plus the priority fee (unit price × unit limit), as LiteSVM charges it.
function feeForMessage(message: WireMessage): bigint {
  let unitLimit: bigint | undefined
  let unitPrice = 0n
  let otherInstructions = 0n
  for (const instruction of message.instructions) {
    const view = new DataView(instruction.data.buffer, instruction.data.byteOffset)
    const program = message.staticAccountKeys[instruction.programIdIndex]
    if (program !== COMPUTE_BUDGET_PROGRAM) otherInstructions += 1n
    else if (instruction.data[0] === SET_COMPUTE_UNIT_LIMIT && instruction.data.length >= 5) {
      unitLimit = BigInt(view.getUint32(1, true))
    } else if (instruction.data[0] === SET_COMPUTE_UNIT_PRICE && instruction.data.length >= 9) {
      unitPrice = view.getBigUint64(1, true)
    }
  }
  const limit =
    unitLimit ?? minBigInt(DEFAULT_UNITS_PER_INSTRUCTION * otherInstructions, MAX_COMPUTE_UNITS)
  const priorityFee =
    (unitPrice * limit + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) + priorityFee
}

function minBigInt(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}

function epochInfo(ledger: SolanaLedger) {
  return {
    absoluteSlot: ledger.slot,
    blockHeight: blockHeight(ledger),
    epoch: ledger.slot / SLOTS_PER_EPOCH,
    slotIndex: ledger.slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount: ledger.transactionCount,
  }
}

/** Slots, blockhashes, fees, epoch, version, health and genesis. */
export function clusterMethods({ ledger }: SolanaRpcContext): RpcMethods {
  return {
    getLatestBlockhash: defineRpcMethod(noParams, () =>
      withContext(ledger, latestBlockhash(ledger)),
    ),
    isBlockhashValid: defineRpcMethod(
      z.tuple([z.string(), commitmentConfigSchema.optional()]),
      ([blockhash]) => withContext(ledger, isBlockhashValid(ledger, blockhash)),
    ),
    getSlot: defineRpcMethod(noParams, () => ledger.slot),
    getBlockHeight: defineRpcMethod(noParams, () => blockHeight(ledger)),
    getEpochInfo: defineRpcMethod(noParams, () => epochInfo(ledger)),
    getTransactionCount: defineRpcMethod(noParams, () => ledger.transactionCount),
    getVersion: defineRpcMethod(z.tuple([]), () => ({
      'solana-core': SOLANA_CORE_VERSION,
      'feature-set': 0,
    })),
    getHealth: defineRpcMethod(z.tuple([]), () => 'ok'),
    getGenesisHash: defineRpcMethod(z.tuple([]), () => SOLANA_DEVNET_GENESIS_HASH),
    getFirstAvailableBlock: defineRpcMethod(z.tuple([]), () => 0),
    getRecentPrioritizationFees: defineRpcMethod(
      z.union([z.tuple([]), z.tuple([z.array(z.string()).max(128)])]),
      () => [],
    ),
    getFeeForMessage: defineRpcMethod(
      z.tuple([z.string(), commitmentConfigSchema.optional()]),
      ([messageBase64]) => {
        const bytes = decodeBinaryParam(messageBase64, 'base64')
        if (!bytes) throw invalidParams('invalid base64 message')
        const message = decodeWireMessage(bytes)
        const fee = isBlockhashValid(ledger, message.recentBlockhash)
          ? feeForMessage(message)
          : null
        return withContext(ledger, fee)
      },
    ),
  }
}
