import { describe, expect, it } from 'vitest'
import { FeeCapTooHighError, TipAboveFeeCapError } from '../errors/node-errors.ts'
import { assertCallRequest } from './assert-call-request.ts'
import { CallParametersConflictError, FeeConflictError } from './errors.ts'
import type { CallRequest } from './types.ts'

const factory = '0x0000000000000000000000000000000000000f00'

describe('assertCallRequest', () => {
  it.each<[string, CallRequest]>([
    ['a plain call', { to: '0x0000000000000000000000000000000000000001', data: '0x' }],
    ['code alone', { code: '0x6080' }],
    ['factory and factoryData', { factory, factoryData: '0x1234' }],
    ['factory alone', { factory }],
  ])('accepts %s', (_, request) => {
    expect(() => assertCallRequest(request)).not.toThrow()
  })

  it.each<CallRequest>([
    { code: '0x6080', factory },
    { code: '0x6080', factoryData: '0x1234' },
    { code: '0x6080', factory, factoryData: '0x1234' },
  ])('rejects code with factory parameters %o', (request) => {
    expect(() => assertCallRequest(request)).toThrowError(CallParametersConflictError)
    expect(() => assertCallRequest(request)).toThrowError(
      'Cannot provide both code and factory/factoryData as call parameters.',
    )
  })

  it('applies the transaction fee checks too', () => {
    expect(() => assertCallRequest({ gasPrice: 1n, maxFeePerGas: 1n })).toThrowError(
      FeeConflictError,
    )
    expect(() => assertCallRequest({ maxFeePerGas: 2n ** 256n })).toThrowError(FeeCapTooHighError)
    expect(() => assertCallRequest({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n })).toThrowError(
      TipAboveFeeCapError,
    )
  })
})
