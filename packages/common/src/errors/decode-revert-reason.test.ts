import { describe, expect, it } from 'vitest'
import { decodeRevertReason } from './decode-revert-reason.ts'

// Build Error(string) revert data the way solc does, so the test does not hard-code one blob only.
function encodeErrorString(reason: string): string {
  // UTF-8 bytes through percent-encoding (TextEncoder is outside this package's ES lib).
  const hex = encodeURIComponent(reason).replace(/%([0-9A-F]{2})|(.)/gs, (_, escaped, plain) =>
    escaped ? escaped.toLowerCase() : plain.charCodeAt(0).toString(16).padStart(2, '0'),
  )
  const word = (value: number) => value.toString(16).padStart(64, '0')
  const padded = hex.padEnd(Math.ceil(hex.length / 64) * 64, '0')
  return `0x08c379a0${word(32)}${word(hex.length / 2)}${padded}`
}

const ownableRevert =
  '0x08c379a0000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000204f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e6572'

describe('decodeRevertReason', () => {
  it('decodes a real Error(string) payload', () => {
    expect(decodeRevertReason(ownableRevert)).toBe('Ownable: caller is not the owner')
  })

  it.each(['x', 'Insufficient balance', '', 'ünïcødé ✓ 😀', 'a'.repeat(100)])(
    'round-trips %j',
    (reason) => {
      expect(decodeRevertReason(encodeErrorString(reason))).toBe(reason)
    },
  )

  it('accepts upper-case hex', () => {
    expect(decodeRevertReason(ownableRevert.toUpperCase().replace('0X', '0x'))).toBe(
      'Ownable: caller is not the owner',
    )
  })

  it('decodes Panic(uint256)', () => {
    const panic = `0x4e487b71${'11'.padStart(64, '0')}`
    expect(decodeRevertReason(panic)).toBe('Panic(0x11): arithmetic underflow or overflow')
    expect(decodeRevertReason(`0x4e487b71${'99'.padStart(64, '0')}`)).toBe(
      'Panic(0x99): unknown panic code',
    )
  })

  it.each([
    [
      'custom error selector',
      '0x118cdaa7000000000000000000000000000000000000000000000000000000000000dead',
    ],
    ['empty data', '0x'],
    ['not hex', 'Reverted'],
    ['odd length', '0x08c379a'],
    ['truncated string', ownableRevert.slice(0, -10)],
    ['selector only', '0x08c379a0'],
    ['huge offset', `0x08c379a0${'f'.repeat(64)}${'0'.repeat(64)}`],
    [
      'invalid utf-8',
      `0x08c379a0${(32).toString(16).padStart(64, '0')}${'1'.padStart(64, '0')}ff${'0'.repeat(62)}`,
    ],
  ])('gives undefined for %s', (_, data) => {
    expect(decodeRevertReason(data)).toBeUndefined()
  })
})
