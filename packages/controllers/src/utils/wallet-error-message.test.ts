import { AppKitError, RpcError } from '@openappkit/common'
import { describe, expect, it } from 'vitest'
import { walletErrorMessage } from './wallet-error-message.ts'

describe('walletErrorMessage', () => {
  it('turns a refusal (4001, also nested) into the rejected message', () => {
    expect(walletErrorMessage({ code: 4001, message: 'User denied transaction signature' })).toBe(
      'User rejected the request.',
    )
    expect(walletErrorMessage(new Error('wrapped', { cause: new RpcError(4001) }))).toBe(
      'User rejected the request.',
    )
  })

  it('maps node errors to their SPEC §8 wording', () => {
    expect(
      walletErrorMessage({
        code: -32000,
        message: 'insufficient funds for gas * price + value: balance 0',
      }),
    ).toBe(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    )
    expect(
      walletErrorMessage(new Error('execution reverted: ERC20: transfer amount exceeds balance')),
    ).toBe('Execution reverted with reason: ERC20: transfer amount exceeds balance.')
  })

  it('uses the standard message of a known provider code', () => {
    expect(walletErrorMessage({ code: 4100, message: 'not authorized' })).toBe(
      'The requested method and/or account has not been authorized by the user.',
    )
  })

  it('keeps our own messages and falls back to the unknown node error', () => {
    expect(walletErrorMessage(new AppKitError('Unsupported chain'))).toBe('Unsupported chain')
    expect(walletErrorMessage(new Error('boom'))).toBe(
      'An unknown error occurred while executing the request.',
    )
  })
})
