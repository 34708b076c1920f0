import { getAddressDecoder } from '@solana/kit'
import { z } from 'zod'
import { invalidParams } from '../../json-rpc/json-rpc.ts'
import { defineRpcMethod, type RpcMethods } from '../../json-rpc/rpc-dispatch.ts'
import { accountEncodingSchema, dataSliceSchema, encodeAccount } from '../encode-account.ts'
import { addressBytes, readAccount, type SolanaLedger } from '../ledger.ts'
import { isTokenProgram, parseMint, parseTokenAccount, toUiTokenAmount } from '../token-layout.ts'
import {
  addressSchema,
  commitmentConfigSchema,
  type SolanaRpcContext,
  withContext,
} from './shared.ts'

const tokenAccountFilterSchema = z.union([
  z.object({ mint: addressSchema }),
  z.object({ programId: addressSchema }),
])

const tokenAccountsConfigSchema = commitmentConfigSchema.extend({
  encoding: accountEncodingSchema.optional(),
  dataSlice: dataSliceSchema.optional(),
})

function mintDecimals(ledger: SolanaLedger, mint: string): number {
  const account = readAccount(ledger, mint)
  return (account && parseMint(account.data)?.decimals) ?? 0
}

function tokenProgramOf(
  ledger: SolanaLedger,
  filter: z.infer<typeof tokenAccountFilterSchema>,
): string {
  if ('programId' in filter) {
    if (!isTokenProgram(filter.programId)) throw invalidParams('unrecognized Token program id')
    return filter.programId
  }
  const mint = readAccount(ledger, filter.mint)
  if (!mint || !isTokenProgram(mint.owner) || !parseMint(mint.data)) {
    throw invalidParams('not a v2.0 Token mint')
  }
  return mint.owner
}

/** getTokenAccountsByOwner, getTokenAccountBalance, getTokenSupply. */
export function tokenMethods({ ledger }: SolanaRpcContext): RpcMethods {
  return {
    getTokenAccountsByOwner: defineRpcMethod(
      z.tuple([addressSchema, tokenAccountFilterSchema, tokenAccountsConfigSchema.optional()]),
      ([owner, filter, config]) => {
        const program = tokenProgramOf(ledger, filter)
        const mintFilter = 'mint' in filter ? filter.mint : undefined
        const accounts = ledger.svm
          .getProgramAccounts(addressBytes(program))
          .map((entry) => getAddressDecoder().decode(entry.address))
          .flatMap((pubkey) => {
            const account = readAccount(ledger, pubkey)
            const parsed = account && parseTokenAccount(account.data)
            if (!account || !parsed || parsed.owner !== owner) return []
            if (mintFilter && parsed.mint !== mintFilter) return []
            return [
              {
                pubkey,
                account: encodeAccount(ledger, account, config?.encoding, config?.dataSlice),
              },
            ]
          })
        return withContext(ledger, accounts)
      },
    ),
    getTokenAccountBalance: defineRpcMethod(
      z.tuple([addressSchema, commitmentConfigSchema.optional()]),
      ([address]) => {
        const account = readAccount(ledger, address)
        const parsed = account && isTokenProgram(account.owner) && parseTokenAccount(account.data)
        if (!parsed) throw invalidParams('not a Token account')
        return withContext(
          ledger,
          toUiTokenAmount(parsed.amount, mintDecimals(ledger, parsed.mint)),
        )
      },
    ),
    getTokenSupply: defineRpcMethod(
      z.tuple([addressSchema, commitmentConfigSchema.optional()]),
      ([address]) => {
        const account = readAccount(ledger, address)
        const mint = account && isTokenProgram(account.owner) && parseMint(account.data)
        if (!mint) throw invalidParams('not a Token mint')
        return withContext(ledger, toUiTokenAmount(mint.supply, mint.decimals))
      },
    ),
  }
}
