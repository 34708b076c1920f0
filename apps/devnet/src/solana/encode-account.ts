import { getBase58Decoder } from '@solana/kit'
import { z } from 'zod'
import { JsonRpcError, JsonRpcErrorCode } from '../json-rpc/json-rpc.ts'
import { type LedgerAccount, readAccount, type SolanaLedger } from './ledger.ts'
import {
  isTokenProgram,
  parseMint,
  parseTokenAccount,
  tokenProgramName,
  toUiTokenAmount,
} from './token-layout.ts'

/** The `encoding` values account methods accept. */
export const accountEncodingSchema = z.enum(['base58', 'base64', 'jsonParsed'])
export type AccountEncoding = z.infer<typeof accountEncodingSchema>

export const dataSliceSchema = z.object({
  offset: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
})
export type DataSlice = z.infer<typeof dataSliceSchema>

/** Agave refuses base58 for larger data: its encoding cost grows with the square of the size. */
const MAX_BASE58_BYTES = 128

/** The RPC's account object in the requested encoding. */
export type RpcAccount = {
  data: unknown
  executable: boolean
  lamports: bigint
  owner: string
  rentEpoch: bigint
  space: number
}

function encodeBinary(data: Uint8Array, encoding: 'base58' | 'base64'): [string, string] {
  if (encoding === 'base64') return [Buffer.from(data).toString('base64'), 'base64']
  if (data.length > MAX_BASE58_BYTES) {
    throw new JsonRpcError(
      JsonRpcErrorCode.invalidRequest,
      `Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`,
    )
  }
  return [getBase58Decoder().decode(data), 'base58']
}

function optional<T>(key: string, value: T | null): Record<string, T> {
  return value === null ? {} : { [key]: value }
}

// jsonParsed for SPL token accounts and mints, in the shape @solana/kit and web3.js parsers read.
function parseTokenData(ledger: SolanaLedger, account: LedgerAccount): unknown {
  const program = tokenProgramName(account.owner)
  const space = account.data.length
  const tokenAccount = parseTokenAccount(account.data)
  if (tokenAccount) {
    const mint = readAccount(ledger, tokenAccount.mint)
    const decimals = (mint && parseMint(mint.data)?.decimals) ?? 0
    const info = {
      isNative: tokenAccount.isNative !== null,
      mint: tokenAccount.mint,
      owner: tokenAccount.owner,
      state: tokenAccount.state,
      tokenAmount: toUiTokenAmount(tokenAccount.amount, decimals),
      ...optional('delegate', tokenAccount.delegate),
      ...(tokenAccount.delegate === null
        ? {}
        : { delegatedAmount: toUiTokenAmount(tokenAccount.delegatedAmount, decimals) }),
      ...optional('closeAuthority', tokenAccount.closeAuthority),
      ...(tokenAccount.isNative === null
        ? {}
        : { rentExemptReserve: toUiTokenAmount(tokenAccount.isNative, decimals) }),
    }
    return { program, parsed: { type: 'account', info }, space }
  }
  const mint = parseMint(account.data)
  if (mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    }
    return { program, parsed: { type: 'mint', info }, space }
  }
  return undefined
}

/** Encodes an account for the RPC; jsonParsed falls back to base64 when no parser applies. */
export function encodeAccount(
  ledger: SolanaLedger,
  account: LedgerAccount,
  encoding: AccountEncoding = 'base64',
  dataSlice?: DataSlice,
): RpcAccount {
  const parsed =
    encoding === 'jsonParsed' && isTokenProgram(account.owner) && !dataSlice
      ? parseTokenData(ledger, account)
      : undefined
  const binaryEncoding = encoding === 'base58' ? 'base58' : 'base64'
  const data = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  return {
    data: parsed ?? encodeBinary(data, binaryEncoding),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: account.rentEpoch,
    space: account.data.length,
  }
}
