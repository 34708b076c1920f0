import { isUserRejection, RpcError } from '@openappkit/common/errors'
import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { toWalletError } from './to-wallet-error.ts'

describe('toWalletError', () => {
  it('turns a wallet refusal wrapped by viem into USER_REJECTED_REQUEST, keeping the cause', () => {
    const viemError = new UserRejectedRequestError(new Error('User denied'))
    const error = toWalletError(viemError)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001 })
    expect(isUserRejection(error)).toBe(true)
  })

  it('finds a provider code nested in causes', () => {
    const error = toWalletError(
      new Error('outer', { cause: { code: 4902, message: 'Unknown chain' } }),
    )
    expect(error).toMatchObject({ code: 'UNRECOGNIZED_CHAIN', rpcCode: 4902 })
  })

  it('keeps errors that carry no provider code as the cause of UNKNOWN_ERROR', () => {
    const plain = new Error('network down')
    expect(toWalletError(plain)).toMatchObject({ code: 'UNKNOWN_ERROR', cause: plain })
  })
})
