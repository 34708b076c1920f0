import { describe, expect, it } from 'vitest'
import { assertSendReady } from './assert-send-ready.ts'
import { createSendState } from './send-state.ts'

const token = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 0,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}

describe('assertSendReady', () => {
  it('requires a positive amount and a receiver (SPEC §5)', () => {
    for (const patch of [
      { receiverAddress: '0xabc' },
      { sendTokenAmount: 1 },
      { sendTokenAmount: 0, receiverAddress: '0xabc' },
      { sendTokenAmount: 1, receiverAddress: '  ' },
    ]) {
      expect(() => assertSendReady({ ...createSendState(), token, ...patch })).toThrow(
        'An amount and receiver address are required',
      )
    }
  })

  it('requires a token', () => {
    expect(() =>
      assertSendReady({ ...createSendState(), sendTokenAmount: 1, receiverAddress: '0xabc' }),
    ).toThrow('A token is required')
  })

  it('passes a complete send', () => {
    expect(() =>
      assertSendReady({
        ...createSendState(),
        token,
        sendTokenAmount: 1,
        receiverAddress: '0xabc',
      }),
    ).not.toThrow()
  })
})
