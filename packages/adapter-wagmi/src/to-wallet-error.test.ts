import { isUserRejection, RpcError } from '@openappkit/common'
import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { toWalletError } from './to-wallet-error.ts'

describe('toWalletError', () => {
  it('turns a wallet refusal wrapped by viem into RpcError 4001, keeping the cause', () => {
    const viemError = new UserRejectedRequestError(new Error('User denied'))
    const error = toWalletError(viemError)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ code: 4001, cause: viemError })
    expect(isUserRejection(error)).toBe(true)
  })

  it('finds a provider code nested in causes', () => {
    const error = toWalletError(
      new Error('outer', { cause: { code: 4902, message: 'Unknown chain' } }),
    )
    expect(error).toMatchObject({ code: 4902 })
  })

  it('passes on errors that carry no provider code unchanged', () => {
    const plain = new Error('network down')
    expect(toWalletError(plain)).toBe(plain)
  })
})
