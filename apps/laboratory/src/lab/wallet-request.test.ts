import { describe, expect, it, vi } from 'vitest'
import { LabError } from './lab-error.ts'
import { describeWalletError, toHexMessage, waitForReceipt } from './wallet-request.ts'

describe('wallet requests of the lab', () => {
  it('says a 4001 was rejected in the wallet, else the short message', () => {
    expect(describeWalletError({ code: 4001, message: 'User rejected the request.' })).toBe(
      'Rejected in the wallet',
    )
    expect(describeWalletError(new LabError('Short', { details: 'long' }))).toBe('Short')
    expect(describeWalletError(new Error('plain'))).toBe('plain')
    expect(describeWalletError('text')).toBe('text')
  })

  it('hex-encodes UTF-8 for personal_sign', () => {
    expect(toHexMessage('hé')).toBe('0x68c3a9')
  })

  it('polls until the receipt exists, and gives up after the timeout', async () => {
    const request = vi
      .fn()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ status: '0x1', blockNumber: '0x2' })
    await expect(waitForReceipt({ request }, '0xabc')).resolves.toEqual({
      status: '0x1',
      blockNumber: '0x2',
    })
    expect(request).toHaveBeenCalledWith({ method: 'eth_getTransactionReceipt', params: ['0xabc'] })
    await expect(waitForReceipt({ request: async () => null }, '0xdef', 0)).rejects.toThrow(
      'The transaction was not mined in time',
    )
  })
})
