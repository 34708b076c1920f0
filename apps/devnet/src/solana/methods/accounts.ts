import { getAddressDecoder } from '@solana/kit'
import { z } from 'zod'
import { invalidParams } from '../../json-rpc/json-rpc.ts'
import { defineRpcMethod, type RpcMethods } from '../../json-rpc/rpc-dispatch.ts'
import { accountEncodingSchema, dataSliceSchema, encodeAccount } from '../encode-account.ts'
import { addressBytes, readAccount } from '../ledger.ts'
import {
  addressSchema,
  commitmentConfigSchema,
  decodeBinaryParam,
  type SolanaRpcContext,
  withContext,
} from './shared.ts'

const MAX_MULTIPLE_ACCOUNTS = 100

const accountConfigSchema = commitmentConfigSchema.extend({
  encoding: accountEncodingSchema.optional(),
  dataSlice: dataSliceSchema.optional(),
})

const memcmpFilterSchema = z.object({
  memcmp: z.object({
    offset: z.number().int().nonnegative(),
    bytes: z.string(),
    encoding: z.enum(['base58', 'base64']).optional(),
  }),
})
const dataSizeFilterSchema = z.object({ dataSize: z.number().int().nonnegative() })

const programAccountsConfigSchema = accountConfigSchema.extend({
  filters: z
    .array(z.union([memcmpFilterSchema, dataSizeFilterSchema]))
    .max(4)
    .optional(),
  withContext: z.boolean().optional(),
})

type Filter = z.infer<typeof memcmpFilterSchema> | z.infer<typeof dataSizeFilterSchema>

function matchesFilter(data: Uint8Array, filter: Filter): boolean {
  if ('dataSize' in filter) return data.length === filter.dataSize
  const { offset, bytes, encoding } = filter.memcmp
  const expected =
    encoding === 'base64' ? new Uint8Array(Buffer.from(bytes, 'base64')) : decodeBase58Filter(bytes)
  if (offset + expected.length > data.length) return false
  return expected.every((byte, index) => data[offset + index] === byte)
}

function decodeBase58Filter(bytes: string): Uint8Array {
  const decoded = decodeBinaryParam(bytes, 'base58')
  if (!decoded) throw invalidParams('invalid memcmp bytes')
  return decoded
}

/** getBalance, getAccountInfo, getMultipleAccounts, getProgramAccounts, getMinimumBalanceForRentExemption. */
export function accountMethods({ ledger }: SolanaRpcContext): RpcMethods {
  return {
    getBalance: defineRpcMethod(
      z.tuple([addressSchema, commitmentConfigSchema.optional()]),
      ([address]) => withContext(ledger, readAccount(ledger, address)?.lamports ?? 0n),
    ),
    getAccountInfo: defineRpcMethod(
      z.tuple([addressSchema, accountConfigSchema.optional()]),
      ([address, config]) => {
        const account = readAccount(ledger, address)
        return withContext(
          ledger,
          account ? encodeAccount(ledger, account, config?.encoding, config?.dataSlice) : null,
        )
      },
    ),
    getMultipleAccounts: defineRpcMethod(
      z.tuple([z.array(addressSchema).max(MAX_MULTIPLE_ACCOUNTS), accountConfigSchema.optional()]),
      ([addresses, config]) =>
        withContext(
          ledger,
          addresses.map((address) => {
            const account = readAccount(ledger, address)
            return account
              ? encodeAccount(ledger, account, config?.encoding, config?.dataSlice)
              : null
          }),
        ),
    ),
    getProgramAccounts: defineRpcMethod(
      z.tuple([addressSchema, programAccountsConfigSchema.optional()]),
      ([programId, config]) => {
        const accounts = ledger.svm
          .getProgramAccounts(addressBytes(programId))
          .map((entry) => getAddressDecoder().decode(entry.address))
          .flatMap((address) => {
            const account = readAccount(ledger, address)
            if (!account) return []
            if (!(config?.filters ?? []).every((filter) => matchesFilter(account.data, filter))) {
              return []
            }
            return [
              {
                pubkey: address,
                account: encodeAccount(ledger, account, config?.encoding, config?.dataSlice),
              },
            ]
          })
        return config?.withContext ? withContext(ledger, accounts) : accounts
      },
    ),
    getMinimumBalanceForRentExemption: defineRpcMethod(
      z.tuple([
        z
          .number()
          .int()
          .nonnegative()
          .max(10 * 1024 * 1024),
        commitmentConfigSchema.optional(),
      ]),
      ([dataLength]) => ledger.svm.minimumBalanceForRentExemption(BigInt(dataLength)),
    ),
  }
}
