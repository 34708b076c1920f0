import { describe, expect, it } from 'vitest'
import { encodeAbiParameters, isDynamicAbiType } from './encode-abi-parameters.ts'

// Expected encodings were produced with viem 2.57 and are kept literal here.
const word = (hex: string) => hex.padStart(64, '0')

describe('encodeAbiParameters', () => {
  it('encodes static values in place', () => {
    expect(
      encodeAbiParameters(
        ['address', 'uint256', 'bool'],
        ['0x1111111111111111111111111111111111111111', 10n ** 18n, true],
      ),
    ).toBe(
      `0x${word('1111111111111111111111111111111111111111')}${word('de0b6b3a7640000')}${word('1')}`,
    )
  })

  it('encodes a UTF-8 string as length plus right-padded bytes', () => {
    expect(encodeAbiParameters(['string'], ['héllo'])).toBe(
      '0x0000000000000000000000000000000000000000000000000000000000000020000000000000000000000000000000000000000000000000000000000000000668c3a96c6c6f0000000000000000000000000000000000000000000000000000',
    )
  })

  it('mixes static, dynamic and tuple values with offsets from the block start', () => {
    expect(
      encodeAbiParameters(
        ['uint256', 'string', 'bytes32', { tuple: ['address', 'bool'] }],
        [5n, 'abc', '0x1234', ['0x1111111111111111111111111111111111111111', true]],
      ),
    ).toBe(
      '0x000000000000000000000000000000000000000000000000000000000000000500000000000000000000000000000000000000000000000000000000000000a012340000000000000000000000000000000000000000000000000000000000000000000000000000000000001111111111111111111111111111111111111111000000000000000000000000000000000000000000000000000000000000000100000000000000000000000000000000000000000000000000000000000000036162630000000000000000000000000000000000000000000000000000000000',
    )
  })

  it('encodes an empty array and empty bytes', () => {
    expect(encodeAbiParameters([{ array: 'uint256' }, 'bytes'], [[], '0x'])).toBe(
      `0x${word('40')}${word('60')}${word('0')}${word('0')}`,
    )
  })

  it('rejects values that do not fit their type', () => {
    expect(() => encodeAbiParameters(['address'], ['0x12'])).toThrow('Invalid address: 0x12')
    expect(() => encodeAbiParameters(['uint256'], [-1n])).toThrow('Value out of uint256 range')
    expect(() => encodeAbiParameters(['uint256'], [2n ** 256n])).toThrow('out of uint256 range')
    expect(() => encodeAbiParameters(['uint256'], [1])).toThrow('expected a bigint')
    expect(() => encodeAbiParameters(['bool'], ['yes'])).toThrow('Invalid bool')
    expect(() => encodeAbiParameters(['bytes'], ['0x123'])).toThrow('Invalid bytes')
    expect(() => encodeAbiParameters(['bytes32'], [`0x${'00'.repeat(33)}`])).toThrow(
      'longer than 32 bytes',
    )
    expect(() => encodeAbiParameters(['string'], [1])).toThrow('Invalid string')
    expect(() => encodeAbiParameters([{ array: 'bool' }], ['x'])).toThrow('expected an array')
    expect(() => encodeAbiParameters(['bool', 'bool'], [true])).toThrow('Expected 2 values, got 1')
  })

  it('tells dynamic types apart', () => {
    expect(isDynamicAbiType('bytes32')).toBe(false)
    expect(isDynamicAbiType({ tuple: ['address', 'bool'] })).toBe(false)
    expect(isDynamicAbiType({ tuple: ['address', 'bytes'] })).toBe(true)
    expect(isDynamicAbiType({ array: 'bool' })).toBe(true)
  })
})
