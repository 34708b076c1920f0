import { getAddressDecoder } from '@solana/kit'
import { z } from 'zod'
import { invalidParams, JsonRpcError, JsonRpcErrorCode } from '../../json-rpc/json-rpc.ts'
import { defineRpcMethod, type RpcMethods } from '../../json-rpc/rpc-dispatch.ts'
import { airdrop } from '../airdrop.ts'
import { MAX_AIRDROP_LAMPORTS } from '../constants.ts'
import { accountEncodingSchema, encodeAccount } from '../encode-account.ts'
import { latestBlockhash, readAccount, type TransactionRecord, toLedgerAccount } from '../ledger.ts'
import {
  readReturnData,
  sendWireTransaction,
  simulateWireTransaction,
} from '../process-transaction.ts'
import { toRpcTransactionError } from '../transaction-error.ts'
import { formatTransactionResponse, transactionEncodingSchema } from '../transaction-response.ts'
import {
  addressSchema,
  commitmentConfigSchema,
  decodeBinaryParam,
  type SolanaRpcContext,
  signatureSchema,
  withContext,
} from './shared.ts'

const MAX_SIGNATURE_STATUSES = 256
const MAX_SIGNATURES_FOR_ADDRESS = 1000

const wireEncodingSchema = z.enum(['base58', 'base64'])

const sendConfigSchema = z.object({
  encoding: wireEncodingSchema.optional(),
  skipPreflight: z.boolean().optional(),
  preflightCommitment: z.string().optional(),
  maxRetries: z.number().int().nonnegative().optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
})

const simulateConfigSchema = commitmentConfigSchema.extend({
  encoding: wireEncodingSchema.optional(),
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  innerInstructions: z.boolean().optional(),
  accounts: z
    .object({
      addresses: z.array(addressSchema).max(100),
      encoding: accountEncodingSchema.optional(),
    })
    .optional(),
})

const getTransactionConfigSchema = z.union([
  transactionEncodingSchema,
  commitmentConfigSchema.extend({
    encoding: transactionEncodingSchema.optional(),
    maxSupportedTransactionVersion: z.number().int().nonnegative().optional(),
  }),
])

function decodeTransactionParam(
  value: string,
  encoding: 'base58' | 'base64' = 'base58',
): Uint8Array {
  const bytes = decodeBinaryParam(value, encoding)
  if (!bytes || bytes.length === 0) throw invalidParams(`invalid ${encoding} encoding`)
  return bytes
}

function signatureStatus(record: TransactionRecord) {
  return {
    slot: record.slot,
    confirmations: null,
    err: record.err,
    confirmationStatus: 'finalized',
    status: record.err === null ? { Ok: null } : { Err: record.err },
  }
}

/** send/simulate, statuses, history lookups and the faucet. */
export function transactionMethods({ ledger, faucet }: SolanaRpcContext): RpcMethods {
  return {
    sendTransaction: defineRpcMethod(
      z.tuple([z.string(), sendConfigSchema.optional()]),
      ([encoded, config]) => {
        const wire = decodeTransactionParam(encoded, config?.encoding)
        return sendWireTransaction(ledger, wire, { skipPreflight: config?.skipPreflight }).signature
      },
    ),
    simulateTransaction: defineRpcMethod(
      z.tuple([z.string(), simulateConfigSchema.optional()]),
      ([encoded, config]) => {
        const wire = decodeTransactionParam(encoded, config?.encoding)
        if (config?.sigVerify && config.replaceRecentBlockhash) {
          throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
        }
        const { result } = simulateWireTransaction(ledger, wire, config ?? {})
        const failed = 'err' in result
        const meta = result.meta()
        const posted = new Map(
          failed
            ? []
            : result
                .postAccounts()
                .map(
                  (entry) => [getAddressDecoder().decode(entry.address), entry.account()] as const,
                ),
        )
        const accounts = config?.accounts
          ? config.accounts.addresses.map((address) => {
              const after = posted.get(address)
              const account = after ? toLedgerAccount(after) : readAccount(ledger, address)
              return account ? encodeAccount(ledger, account, config.accounts?.encoding) : null
            })
          : null
        const returnData = readReturnData(meta)
        return withContext(ledger, {
          err: failed ? toRpcTransactionError(result.err()).json : null,
          logs: meta.logs(),
          accounts,
          unitsConsumed: meta.computeUnitsConsumed(),
          returnData: returnData && {
            programId: returnData.programId,
            data: [Buffer.from(returnData.data).toString('base64'), 'base64'],
          },
          innerInstructions: null,
          replacementBlockhash: config?.replaceRecentBlockhash ? latestBlockhash(ledger) : null,
        })
      },
    ),
    getSignatureStatuses: defineRpcMethod(
      z.tuple([
        z.array(signatureSchema).max(MAX_SIGNATURE_STATUSES),
        z.object({ searchTransactionHistory: z.boolean().optional() }).optional(),
      ]),
      ([signatures]) =>
        withContext(
          ledger,
          signatures.map((signature) => {
            const record = ledger.records.get(signature)
            return record ? signatureStatus(record) : null
          }),
        ),
    ),
    getSignaturesForAddress: defineRpcMethod(
      z.tuple([
        addressSchema,
        commitmentConfigSchema
          .extend({
            limit: z.number().int().min(1).max(MAX_SIGNATURES_FOR_ADDRESS).optional(),
            before: signatureSchema.optional(),
            until: signatureSchema.optional(),
          })
          .optional(),
      ]),
      ([address, config]) => {
        const newestFirst = [...(ledger.signaturesByAddress.get(address) ?? [])].reverse()
        const start = config?.before ? newestFirst.indexOf(config.before) + 1 : 0
        if (config?.before && start === 0) return []
        const untilIndex = config?.until ? newestFirst.indexOf(config.until) : -1
        const end = untilIndex === -1 ? newestFirst.length : untilIndex
        return newestFirst
          .slice(start, end)
          .slice(0, config?.limit ?? MAX_SIGNATURES_FOR_ADDRESS)
          .flatMap((signature) => {
            const record = ledger.records.get(signature)
            if (!record) return []
            return [
              {
                signature,
                slot: record.slot,
                err: record.err,
                memo: null,
                blockTime: record.blockTime,
                confirmationStatus: 'finalized',
              },
            ]
          })
      },
    ),
    getTransaction: defineRpcMethod(
      z.tuple([signatureSchema, getTransactionConfigSchema.optional()]),
      ([signature, config]) => {
        const record = ledger.records.get(signature)
        if (!record) return null
        const options = typeof config === 'string' ? { encoding: config } : (config ?? {})
        const maxVersion =
          'maxSupportedTransactionVersion' in options
            ? options.maxSupportedTransactionVersion
            : undefined
        if (record.transaction.version === 0 && maxVersion === undefined) {
          throw new JsonRpcError(
            JsonRpcErrorCode.unsupportedTransactionVersion,
            'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
          )
        }
        return formatTransactionResponse(
          record,
          options.encoding ?? 'json',
          maxVersion !== undefined,
        )
      },
    ),
    requestAirdrop: defineRpcMethod(
      z.tuple([
        addressSchema,
        z.number().int().positive().max(Number(MAX_AIRDROP_LAMPORTS)),
        commitmentConfigSchema.optional(),
      ]),
      async ([to, amount]) =>
        (await airdrop(ledger, { faucet, to, amount: BigInt(amount) })).signature,
    ),
  }
}
