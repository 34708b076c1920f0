import { describe, expect, it } from 'vitest'
import { MAX_UINT256 } from '../constants/index.ts'
import { AppKitError } from '../errors/app-kit-error.ts'
import { FeeCapTooHighError, NodeErrorCode, TipAboveFeeCapError } from '../errors/node-errors.ts'
import { assertTransactionRequest } from './assert-transaction-request.ts'
import { FeeConflictError } from './errors.ts'
import type { TransactionRequest } from './types.ts'

const gwei = 1_000_000_000n

describe('assertTransactionRequest', () => {
  it.each<[string, TransactionRequest]>([
    ['an empty request', {}],
    [
      'a legacy request',
      { to: '0x0000000000000000000000000000000000000001', gasPrice: 20n * gwei },
    ],
    ['an EIP-1559 request', { maxFeePerGas: 30n * gwei, maxPriorityFeePerGas: 2n * gwei }],
    ['only maxFeePerGas', { maxFeePerGas: 30n * gwei }],
    ['only maxPriorityFeePerGas', { maxPriorityFeePerGas: 2n * gwei }],
    ['a full request', { to: null, data: '0x', value: 1n, gas: 21_000n, nonce: 0, gasPrice: 0n }],
  ])('accepts %s', (_, request) => {
    expect(() => assertTransactionRequest(request)).not.toThrow()
  })

  describe('gasPrice with EIP-1559 fees', () => {
    it.each<TransactionRequest>([
      { gasPrice: 1n, maxFeePerGas: 1n },
      { gasPrice: 1n, maxPriorityFeePerGas: 1n },
      { gasPrice: 1n, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n },
      { gasPrice: 0n, maxFeePerGas: 0n },
    ])('rejects %o', (request) => {
      expect(() => assertTransactionRequest(request)).toThrowError(FeeConflictError)
      expect(() => assertTransactionRequest(request)).toThrowError(
        'Cannot specify both gasPrice and maxFeePerGas/maxPriorityFeePerGas.',
      )
    })
  })

  describe('maxFeePerGas boundary at 2^256-1', () => {
    it('accepts exactly 2^256-1', () => {
      expect(MAX_UINT256).toBe(2n ** 256n - 1n)
      expect(() => assertTransactionRequest({ maxFeePerGas: MAX_UINT256 })).not.toThrow()
      expect(() =>
        assertTransactionRequest({ maxFeePerGas: MAX_UINT256, maxPriorityFeePerGas: MAX_UINT256 }),
      ).not.toThrow()
    })

    it('rejects 2^256 with FeeCapTooHighError', () => {
      const request = { maxFeePerGas: 2n ** 256n }
      expect(() => assertTransactionRequest(request)).toThrowError(FeeCapTooHighError)
      try {
        assertTransactionRequest(request)
      } catch (error) {
        expect(error).toBeInstanceOf(AppKitError)
        expect((error as FeeCapTooHighError).code).toBe(NodeErrorCode.FeeCapTooHigh)
        expect((error as FeeCapTooHighError).shortMessage).toBe(
          'The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1).',
        )
      }
    })
  })

  describe('maxPriorityFeePerGas against maxFeePerGas', () => {
    it('accepts an equal tip', () => {
      expect(() =>
        assertTransactionRequest({ maxFeePerGas: 2n * gwei, maxPriorityFeePerGas: 2n * gwei }),
      ).not.toThrow()
    })

    it('rejects a tip one wei above the fee cap', () => {
      const request = { maxFeePerGas: 2n * gwei, maxPriorityFeePerGas: 2n * gwei + 1n }
      expect(() => assertTransactionRequest(request)).toThrowError(TipAboveFeeCapError)
      expect(() => assertTransactionRequest(request)).toThrowError(
        'The tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).',
      )
    })

    it('reports the values in details', () => {
      try {
        assertTransactionRequest({ maxFeePerGas: 1n * gwei, maxPriorityFeePerGas: 3n * gwei })
        expect.unreachable()
      } catch (error) {
        expect((error as TipAboveFeeCapError).details).toBe(
          'maxPriorityFeePerGas: 3 gwei, maxFeePerGas: 1 gwei',
        )
      }
    })

    it('checks the fee cap bound before the tip', () => {
      expect(() =>
        assertTransactionRequest({ maxFeePerGas: 2n ** 256n, maxPriorityFeePerGas: 2n ** 257n }),
      ).toThrowError(FeeCapTooHighError)
    })
  })
})
