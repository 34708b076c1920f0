import { describe, expect, it } from 'vitest'
import { isNativeTokenAddress, plainTokenAddress } from './token-address.ts'

describe('token addresses', () => {
  it('reads the plain address of a CAIP-10 id', () => {
    expect(plainTokenAddress('eip155:1:0xabc')).toBe('0xabc')
    expect(plainTokenAddress('0xabc')).toBe('0xabc')
  })

  it('recognizes the native token: absent, 0xeeee…, or the wrapped-SOL mint', () => {
    expect(isNativeTokenAddress(undefined)).toBe(true)
    expect(isNativeTokenAddress('eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')).toBe(true)
    expect(isNativeTokenAddress('solana:5eykt:So11111111111111111111111111111111111111112')).toBe(
      true,
    )
    expect(isNativeTokenAddress('eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(false)
  })
})
