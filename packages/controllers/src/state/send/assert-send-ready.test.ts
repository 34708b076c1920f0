import { describe, expect, it } from 'vitest'
import { assertSendReady, findSendFieldProblems } from './assert-send-ready.ts'
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
  it('requires a positive amount and a receiver (docs/project/behaviour.md §5)', () => {
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

  it('names every missing field at once', () => {
    const problems = findSendFieldProblems(createSendState())
    expect(problems.amountAndReceiver?.message).toBe('An amount and receiver address are required')
    expect(problems.token?.message).toBe('A token is required')
    expect(
      findSendFieldProblems({ token, sendTokenAmount: undefined, receiverAddress: '0xabc' }),
    ).toEqual({
      amountAndReceiver: expect.objectContaining({ code: 'SEND_AMOUNT_AND_RECEIVER_REQUIRED' }),
    })
    expect(findSendFieldProblems({ token, sendTokenAmount: 1, receiverAddress: '0xabc' })).toEqual(
      {},
    )
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
