import { describe, expect, it } from 'vitest'
import { decodeAbiParameters } from './decode-abi-parameters.ts'
import { encodeAbiParameters } from './encode-abi-parameters.ts'
import type { AbiType } from './types.ts'

// aggregate3 return data for [(true, uint 18), (false, 0x)], produced with viem 2.57.
const AGGREGATE3_RESULT =
  '0x00000000000000000000000000000000000000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000004000000000000000000000000000000000000000000000000000000000000000c00000000000000000000000000000000000000000000000000000000000000001000000000000000000000000000000000000000000000000000000000000004000000000000000000000000000000000000000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000012000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000400000000000000000000000000000000000000000000000000000000000000000'

describe('decodeAbiParameters', () => {
  it('decodes an aggregate3 result array', () => {
    expect(
      decodeAbiParameters([{ array: { tuple: ['bool', 'bytes'] } }], AGGREGATE3_RESULT),
    ).toEqual([
      [
        [true, `0x${'12'.padStart(64, '0')}`],
        [false, '0x'],
      ],
    ])
  })

  it('round-trips every supported type', () => {
    const types: AbiType[] = [
      'address',
      'bool',
      'uint256',
      'bytes32',
      'bytes',
      'string',
      { tuple: ['uint256', 'string'] },
      { array: { tuple: ['address', 'bool', 'bytes'] } },
    ]
    const values = [
      '0xca11bde05977b3631167028862be2a173976ca11',
      false,
      2n ** 255n,
      `0x${'ab'.repeat(32)}`,
      '0xdeadbeef',
      'Δ token ✓',
      [7n, ''],
      [
        ['0x1111111111111111111111111111111111111111', true, '0x'],
        ['0x2222222222222222222222222222222222222222', false, `0x${'ff'.repeat(40)}`],
      ],
    ]
    expect(decodeAbiParameters(types, encodeAbiParameters(types, values))).toEqual(values)
  })

  it('rejects malformed or truncated data', () => {
    expect(() => decodeAbiParameters(['uint256'], 'nothex')).toThrow('Invalid ABI data')
    expect(() => decodeAbiParameters(['uint256'], '0x')).toThrow('ABI data too short')
    expect(() =>
      decodeAbiParameters(['string'], `0x${'20'.padStart(64, '0')}${'ff'.padStart(64, '0')}`),
    ).toThrow('ABI data too short')
    expect(() => decodeAbiParameters(['bytes'], `0x${'f'.repeat(64)}`)).toThrow(
      'ABI length out of range',
    )
    // An array claiming a million elements in two words of data.
    expect(() =>
      decodeAbiParameters(
        [{ array: 'uint256' }],
        `0x${'20'.padStart(64, '0')}${'f4240'.padStart(64, '0')}`,
      ),
    ).toThrow('ABI data too short')
  })
})
