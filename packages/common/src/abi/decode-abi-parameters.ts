import { AbiCodecError } from './abi-error.ts'
import { isDynamicAbiType } from './encode-abi-parameters.ts'
import type { AbiType, Hex } from './types.ts'
import { hexToUtf8 } from './utf8.ts'

const WORD_CHARS = 64
// Lengths and offsets beyond this cannot be real: they would describe gigabytes of data.
const MAX_REASONABLE_LENGTH = 2 ** 32

type Reader = { data: string }

function readWord(reader: Reader, position: number): string {
  const word = reader.data.slice(position, position + WORD_CHARS)
  if (word.length !== WORD_CHARS) throw new AbiCodecError({ problem: 'DATA_TOO_SHORT' })
  return word
}

function readSize(reader: Reader, position: number): number {
  const value = BigInt(`0x${readWord(reader, position)}`)
  if (value > BigInt(MAX_REASONABLE_LENGTH))
    throw new AbiCodecError({ problem: 'LENGTH_OUT_OF_RANGE' })
  return Number(value)
}

function readBytesBody(reader: Reader, position: number): string {
  const length = readSize(reader, position) * 2
  const start = position + WORD_CHARS
  const body = reader.data.slice(start, start + length)
  if (body.length !== length) throw new AbiCodecError({ problem: 'DATA_TOO_SHORT' })
  return body
}

function staticSize(type: AbiType): number {
  if (typeof type === 'object' && 'tuple' in type) {
    return type.tuple.reduce((size, component) => size + staticSize(component), 0)
  }
  return WORD_CHARS
}

/** Decodes one value whose encoding starts at `position` (for dynamic types: at its offset target). */
function decodeAt(reader: Reader, type: AbiType, position: number): unknown {
  switch (type) {
    case 'address':
      return `0x${readWord(reader, position).slice(24)}`
    case 'bool':
      return BigInt(`0x${readWord(reader, position)}`) !== 0n
    case 'uint256':
      return BigInt(`0x${readWord(reader, position)}`)
    case 'bytes32':
      return `0x${readWord(reader, position)}`
    case 'bytes':
      return `0x${readBytesBody(reader, position)}`
    case 'string':
      return hexToUtf8(readBytesBody(reader, position))
  }
  if ('array' in type) {
    const length = readSize(reader, position)
    const start = position + WORD_CHARS
    // Every element takes at least one word, so a longer count is malformed data.
    if (length * WORD_CHARS > reader.data.length - start)
      throw new AbiCodecError({ problem: 'DATA_TOO_SHORT' })
    return decodeSequence(reader, Array(length).fill(type.array), start)
  }
  return decodeSequence(reader, type.tuple, position)
}

/** Decodes a head/tail block starting at `start`; offsets are relative to `start`. */
function decodeSequence(reader: Reader, types: readonly AbiType[], start: number): unknown[] {
  const values: unknown[] = []
  let cursor = start
  for (const type of types) {
    if (isDynamicAbiType(type)) {
      const offset = readSize(reader, cursor) * 2
      values.push(decodeAt(reader, type, start + offset))
      cursor += WORD_CHARS
    } else {
      values.push(decodeAt(reader, type, cursor))
      cursor += staticSize(type)
    }
  }
  return values
}

/**
 * Decodes ABI-encoded `data` as the parameter list `types`. Addresses and bytes come back as
 * lower-case hex, uint256 as bigint. Throws {@link AbiCodecError} on truncated or malformed data.
 */
export function decodeAbiParameters(types: readonly AbiType[], data: Hex | string): unknown[] {
  if (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data)) {
    throw new AbiCodecError({ problem: 'DATA_NOT_HEX' })
  }
  return decodeSequence({ data: data.slice(2).toLowerCase() }, types, 0)
}
