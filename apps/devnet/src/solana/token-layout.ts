import { getAddressDecoder } from '@solana/kit'
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from './constants.ts'

/** SPL Token account (165 bytes) and mint (82 bytes) layouts, shared by Token-2022's base. */
export const TOKEN_ACCOUNT_LENGTH = 165
export const MINT_LENGTH = 82
const ACCOUNT_TYPE_OFFSET = 165
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2

const TOKEN_ACCOUNT_STATES = ['uninitialized', 'initialized', 'frozen'] as const

export type ParsedTokenAccount = {
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  state: (typeof TOKEN_ACCOUNT_STATES)[number]
  isNative: bigint | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

export type ParsedMint = {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

/** Whether `owner` is one of the SPL token programs. */
export function isTokenProgram(owner: string): boolean {
  return owner === TOKEN_PROGRAM_ADDRESS || owner === TOKEN_2022_PROGRAM_ADDRESS
}

/** The jsonParsed `program` name of a token program. */
export function tokenProgramName(owner: string): 'spl-token' | 'spl-token-2022' {
  return owner === TOKEN_2022_PROGRAM_ADDRESS ? 'spl-token-2022' : 'spl-token'
}

function readU64(data: Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
}

function readU32(data: Uint8Array, offset: number): number {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true)
}

function readAddress(data: Uint8Array, offset: number): string {
  return getAddressDecoder().decode(data.subarray(offset, offset + 32))
}

// COption<Pubkey>: a u32 tag (1 = Some) followed by the 32 bytes.
function readOptionalAddress(data: Uint8Array, offset: number): string | null {
  return readU32(data, offset) === 1 ? readAddress(data, offset + 4) : null
}

function isAccountKind(data: Uint8Array, kind: number, baseLength: number): boolean {
  if (data.length === baseLength) return true
  return data.length > ACCOUNT_TYPE_OFFSET && data[ACCOUNT_TYPE_OFFSET] === kind
}

/** Parses an initialized token account's data; undefined when it is not one. */
export function parseTokenAccount(data: Uint8Array): ParsedTokenAccount | undefined {
  if (data.length < TOKEN_ACCOUNT_LENGTH) return undefined
  if (!isAccountKind(data, ACCOUNT_TYPE_ACCOUNT, TOKEN_ACCOUNT_LENGTH)) return undefined
  const state = TOKEN_ACCOUNT_STATES[data[108] as number]
  if (!state || state === 'uninitialized') return undefined
  return {
    mint: readAddress(data, 0),
    owner: readAddress(data, 32),
    amount: readU64(data, 64),
    delegate: readOptionalAddress(data, 72),
    state,
    isNative: readU32(data, 109) === 1 ? readU64(data, 113) : null,
    delegatedAmount: readU64(data, 121),
    closeAuthority: readOptionalAddress(data, 129),
  }
}

/** Parses an initialized mint's data; undefined when it is not one. */
export function parseMint(data: Uint8Array): ParsedMint | undefined {
  if (data.length < MINT_LENGTH) return undefined
  if (data.length !== MINT_LENGTH && !isAccountKind(data, ACCOUNT_TYPE_MINT, MINT_LENGTH)) {
    return undefined
  }
  const isInitialized = data[45] === 1
  if (!isInitialized) return undefined
  return {
    mintAuthority: readOptionalAddress(data, 0),
    supply: readU64(data, 36),
    decimals: data[44] as number,
    isInitialized,
    freezeAuthority: readOptionalAddress(data, 46),
  }
}

/** The RPC's `UiTokenAmount`: raw amount as a string plus its decimal forms. */
export type UiTokenAmount = {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

/** Formats a raw amount like Agave does (trailing zeros trimmed). */
export function toUiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
