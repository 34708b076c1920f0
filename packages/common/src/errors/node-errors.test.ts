import { describe, expect, it } from 'vitest'
import { MAX_UINT256 } from '../constants/index.ts'
import { AppKitError } from './app-kit-error.ts'
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  NodeError,
  NodeErrorCode,
  TipAboveFeeCapError,
} from './node-errors.ts'

describe('node errors', () => {
  it('are AppKitErrors with a stable code and name', () => {
    const error = new FeeCapTooHighError()
    expect(error).toBeInstanceOf(AppKitError)
    expect(error).toBeInstanceOf(NodeError)
    expect(error.code).toBe(NodeErrorCode.FeeCapTooHigh)
    expect(error.name).toBe('FeeCapTooHighError')
  })

  it('put fee values in details, in gwei', () => {
    expect(new FeeCapTooHighError({ maxFeePerGas: MAX_UINT256 + 1n }).details).toBe(
      `maxFeePerGas: ${(MAX_UINT256 + 1n).toString().replace(/(\d{9})$/, '.$1')} gwei`,
    )
    expect(
      new TipAboveFeeCapError({
        maxFeePerGas: 2_000_000_000n,
        maxPriorityFeePerGas: 3_500_000_000n,
      }).details,
    ).toBe('maxPriorityFeePerGas: 3.5 gwei, maxFeePerGas: 2 gwei')
  })

  it('keep the node wording in details over the values', () => {
    expect(new FeeCapTooHighError({ maxFeePerGas: 1n, details: 'node said so' }).details).toBe(
      'node said so',
    )
  })

  it('ExecutionRevertedError carries reason and data', () => {
    const error = new ExecutionRevertedError({ reason: 'Paused', data: '0x08c379a0' })
    expect(error.shortMessage).toBe('Execution reverted with reason: Paused.')
    expect(error.reason).toBe('Paused')
    expect(error.data).toBe('0x08c379a0')
    expect(new ExecutionRevertedError().shortMessage).toBe('Execution reverted.')
  })
})
