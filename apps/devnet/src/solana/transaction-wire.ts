import { readCompactU16 } from '@openappkit/common/encoding'
import { getAddressDecoder, getBase58Decoder } from '@solana/kit'
import { invalidParams, type JsonRpcError } from '../json-rpc/json-rpc.ts'

/** One compiled instruction: indexes into the account keys, raw data. */
export type WireInstruction = {
  programIdIndex: number
  accountIndexes: number[]
  data: Uint8Array
}

/** A v0 message's reference into an address lookup table. */
export type WireAddressTableLookup = {
  accountKey: string
  writableIndexes: number[]
  readonlyIndexes: number[]
}

/** A transaction as it travels on the wire, decoded (legacy and v0). */
export type WireTransaction = {
  /** Base58 signatures, the first being the transaction's id. */
  signatures: string[]
  version: 'legacy' | 0
  header: {
    numRequiredSignatures: number
    numReadonlySignedAccounts: number
    numReadonlyUnsignedAccounts: number
  }
  staticAccountKeys: string[]
  recentBlockhash: string
  instructions: WireInstruction[]
  addressTableLookups: WireAddressTableLookup[]
}

const SIGNATURE_LENGTH = 64
const ADDRESS_LENGTH = 32

function malformed(detail: string): JsonRpcError {
  return invalidParams(`failed to deserialize transaction: ${detail}`)
}

// A cursor over the bytes; every read checks bounds so hostile input cannot throw a RangeError.
function createReader(bytes: Uint8Array) {
  let offset = 0
  const take = (length: number): Uint8Array => {
    if (length < 0 || offset + length > bytes.length) throw malformed('unexpected end of input')
    const slice = bytes.subarray(offset, offset + length)
    offset += length
    return slice
  }
  const u8 = (): number => take(1)[0] as number
  // Solana's compact-u16 ("shortvec"), read by the kit's own codec.
  const shortVec = (): number => {
    const read = readCompactU16(bytes, offset)
    if (!read) {
      throw malformed(
        offset + 3 > bytes.length ? 'unexpected end of input' : 'compact-u16 too long',
      )
    }
    offset = read[1]
    return read[0]
  }
  return { take, u8, shortVec, remaining: () => bytes.length - offset }
}

/** A compiled message (the signed part of a transaction). */
export type WireMessage = Omit<WireTransaction, 'signatures'>

type Reader = ReturnType<typeof createReader>

function readMessage(reader: Reader): WireMessage {
  const addressDecoder = getAddressDecoder()
  const base58 = getBase58Decoder()
  const first = reader.u8()
  let version: 'legacy' | 0 = 'legacy'
  let headerFirst = first
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw malformed(`unsupported transaction version ${first & 0x7f}`)
    version = 0
    headerFirst = reader.u8()
  }
  const header = {
    numRequiredSignatures: headerFirst,
    numReadonlySignedAccounts: reader.u8(),
    numReadonlyUnsignedAccounts: reader.u8(),
  }
  const readAddress = () => addressDecoder.decode(reader.take(ADDRESS_LENGTH)) as string
  const staticAccountKeys = Array.from({ length: reader.shortVec() }, readAddress)
  const recentBlockhash = base58.decode(reader.take(ADDRESS_LENGTH))
  const instructions = Array.from({ length: reader.shortVec() }, () => ({
    programIdIndex: reader.u8(),
    accountIndexes: Array.from(reader.take(reader.shortVec())),
    data: Uint8Array.from(reader.take(reader.shortVec())),
  }))
  const addressTableLookups =
    version === 0
      ? Array.from({ length: reader.shortVec() }, () => ({
          accountKey: readAddress(),
          writableIndexes: Array.from(reader.take(reader.shortVec())),
          readonlyIndexes: Array.from(reader.take(reader.shortVec())),
        }))
      : []
  if (reader.remaining() !== 0) throw malformed('trailing bytes')
  if (header.numRequiredSignatures === 0) throw malformed('a transaction needs a fee payer')
  if (header.numRequiredSignatures > staticAccountKeys.length) {
    throw malformed('more signers than account keys')
  }
  for (const instruction of instructions) {
    const indexes = [instruction.programIdIndex, ...instruction.accountIndexes]
    if (
      indexes.some((index) => index >= staticAccountKeys.length + countLookups(addressTableLookups))
    ) {
      throw malformed('account index out of range')
    }
  }
  return { version, header, staticAccountKeys, recentBlockhash, instructions, addressTableLookups }
}

function countLookups(lookups: WireAddressTableLookup[]): number {
  return lookups.reduce(
    (sum, lookup) => sum + lookup.writableIndexes.length + lookup.readonlyIndexes.length,
    0,
  )
}

/** Decodes a compiled message; throws a -32602 JsonRpcError on anything malformed. */
export function decodeWireMessage(bytes: Uint8Array): WireMessage {
  return readMessage(createReader(bytes))
}

/** Decodes wire bytes; throws a -32602 JsonRpcError on anything malformed or unsupported. */
export function decodeWireTransaction(bytes: Uint8Array): WireTransaction {
  const base58 = getBase58Decoder()
  const reader = createReader(bytes)
  const signatureCount = reader.shortVec()
  const signatures = Array.from({ length: signatureCount }, () =>
    base58.decode(reader.take(SIGNATURE_LENGTH)),
  )
  const message = readMessage(reader)
  if (signatures.length !== message.header.numRequiredSignatures) {
    throw malformed('signature count does not match the message header')
  }
  return { signatures, ...message }
}

/** Whether the account at `index` of the static keys may be written by the transaction. */
export function isWritableIndex(transaction: WireTransaction, index: number): boolean {
  const { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } =
    transaction.header
  if (index < numRequiredSignatures)
    return index < numRequiredSignatures - numReadonlySignedAccounts
  return index < transaction.staticAccountKeys.length - numReadonlyUnsignedAccounts
}

/** Whether the account at `index` of the static keys signs the transaction. */
export function isSignerIndex(transaction: WireTransaction, index: number): boolean {
  return index < transaction.header.numRequiredSignatures
}
