import { describe, expect, it } from 'vitest'
import { AppKitError } from './app-kit-error.ts'
import { RpcError } from './rpc-error.ts'
import { getHttpStatus, toAppKitError } from './to-app-kit-error.ts'

describe('toAppKitError', () => {
  it('turns a refusal (4001, also nested) into USER_REJECTED_REQUEST', () => {
    const raw = { code: 4001, message: 'User denied transaction signature' }
    expect(toAppKitError(raw)).toMatchObject({ code: 'USER_REJECTED_REQUEST', cause: raw })
    expect(toAppKitError(new Error('wrapped', { cause: new RpcError(4001) })).code).toBe(
      'USER_REJECTED_REQUEST',
    )
  })

  it('maps node wording to its node-error kind', () => {
    expect(
      toAppKitError({ code: -32000, message: 'insufficient funds for gas * price + value: 0' })
        .shortMessage,
    ).toBe(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    )
    const reverted = toAppKitError(
      new Error('execution reverted: ERC20: transfer amount exceeds balance'),
    )
    expect(reverted.toDescriptor()).toEqual({
      code: 'EXECUTION_REVERTED_WITH_REASON',
      params: { reason: 'ERC20: transfer amount exceeds balance.' },
    })
  })

  it('maps a known provider code to its entry, keeping the wallet wording as details', () => {
    const error = toAppKitError({ code: 4100, message: 'not authorized' })
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', rpcCode: 4100, details: 'not authorized' })
  })

  it('keeps our own errors and reports anything else as unknown', () => {
    const ours = new AppKitError('UNSUPPORTED_CHAIN')
    expect(toAppKitError(ours)).toBe(ours)
    expect(toAppKitError(new Error('boom'))).toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: 'boom',
    })
    expect(toAppKitError('boom', { unknown: 'UNKNOWN_NODE_ERROR' }).code).toBe('UNKNOWN_NODE_ERROR')
  })
})

describe('getHttpStatus', () => {
  it('reads the status of an HTTP_STATUS_CODE error only', () => {
    expect(getHttpStatus(new AppKitError('HTTP_STATUS_CODE', { params: { status: 404 } }))).toBe(
      404,
    )
    expect(getHttpStatus(new AppKitError('UNKNOWN_ERROR'))).toBeUndefined()
    expect(getHttpStatus({ status: 404 })).toBeUndefined()
  })
})
