import { AbiCodecError } from './abi-error.ts'
import type { AbiType, Hex } from './types.ts'
import { utf8ToHex } from './utf8.ts'

const WORD_CHARS = 64
const MAX_UINT256 = 2n ** 256n - 1n

/** Whether the type's encoding lives in the tail (its head holds an offset). */
export function isDynamicAbiType(type: AbiType): boolean {
  if (type === 'bytes' || type === 'string') return true
  if (typeof type === 'string') return false
  if ('array' in type) return true
  return type.tuple.some(isDynamicAbiType)
}

/** Size in hex characters of a static type's head. */
function staticSize(type: AbiType): number {
  if (typeof type === 'object' && 'tuple' in type) {
    return type.tuple.reduce((size, component) => size + staticSize(component), 0)
  }
  return WORD_CHARS
}

function uintWord(value: bigint | number): string {
  const number = BigInt(value)
  if (number < 0n || number > MAX_UINT256) {
    throw new AbiCodecError({ problem: 'UINT256_OUT_OF_RANGE', value: String(number) })
  }
  return number.toString(16).padStart(WORD_CHARS, '0')
}

function hexBody(value: unknown, label: string): string {
  if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(value)) {
    throw new AbiCodecError({ problem: 'NOT_HEX_BYTES', type: label })
  }
  return value.slice(2).toLowerCase()
}

function padRight(body: string): string {
  const words = Math.ceil(body.length / WORD_CHARS)
  return body.padEnd(words * WORD_CHARS, '0')
}

function encodeBytesBody(body: string): string {
  return uintWord(body.length / 2) + padRight(body)
}

function asList(value: unknown, label: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new AbiCodecError({ problem: 'NOT_AN_ARRAY', type: label })
  return value
}

function encodeSingle(type: AbiType, value: unknown): string {
  switch (type) {
    case 'address':
      if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) {
        throw new AbiCodecError({ problem: 'INVALID_ADDRESS', value: String(value) })
      }
      return value.slice(2).toLowerCase().padStart(WORD_CHARS, '0')
    case 'bool':
      if (typeof value !== 'boolean') throw new AbiCodecError({ problem: 'NOT_A_BOOL' })
      return uintWord(value ? 1 : 0)
    case 'uint256':
      if (typeof value !== 'bigint') throw new AbiCodecError({ problem: 'NOT_A_BIGINT' })
      return uintWord(value)
    case 'bytes32': {
      const body = hexBody(value, 'bytes32')
      if (body.length > WORD_CHARS) throw new AbiCodecError({ problem: 'BYTES32_TOO_LONG' })
      return body.padEnd(WORD_CHARS, '0')
    }
    case 'bytes':
      return encodeBytesBody(hexBody(value, 'bytes'))
    case 'string':
      if (typeof value !== 'string') throw new AbiCodecError({ problem: 'NOT_A_STRING' })
      return encodeBytesBody(utf8ToHex(value))
  }
  if ('array' in type) {
    const items = asList(value, 'array')
    return uintWord(items.length) + encodeSequence(Array(items.length).fill(type.array), items)
  }
  return encodeSequence(type.tuple, asList(value, 'tuple'))
}

function encodeSequence(types: readonly AbiType[], values: readonly unknown[]): string {
  if (types.length !== values.length) {
    throw new AbiCodecError({
      problem: 'VALUE_COUNT_MISMATCH',
      expected: types.length,
      received: values.length,
    })
  }
  const headSize = types.reduce(
    (size, type) => size + (isDynamicAbiType(type) ? WORD_CHARS : staticSize(type)),
    0,
  )
  let head = ''
  let tail = ''
  types.forEach((type, index) => {
    const encoded = encodeSingle(type, values[index])
    if (isDynamicAbiType(type)) {
      head += uintWord((headSize + tail.length) / 2)
      tail += encoded
    } else {
      head += encoded
    }
  })
  return head + tail
}

/** ABI-encodes `values` as the parameter list `types` (Solidity ABI v2 head/tail layout). */
export function encodeAbiParameters(types: readonly AbiType[], values: readonly unknown[]): Hex {
  return `0x${encodeSequence(types, values)}`
}
