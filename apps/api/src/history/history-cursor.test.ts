import { describe, expect, it } from 'vitest'
import { decodeHistoryCursor, encodeHistoryCursor } from './history-cursor.ts'

describe('history cursor', () => {
  it('round-trips the sort key of a page end', () => {
    const cursor = {
      minedAt: 1_700_000_000,
      blockNumber: 12,
      txIndex: 3,
      chainId: 'eip155:1',
      txHash: '0xabc',
    }
    const encoded = encodeHistoryCursor(cursor)
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeHistoryCursor(encoded)).toEqual(cursor)
  })

  it('refuses anything else with a 400', () => {
    for (const value of [
      '',
      'not-base64!',
      Buffer.from('{}').toString('base64url'),
      Buffer.from('[1,2,3,"a"]').toString('base64url'),
      Buffer.from('[-1,0,0,"a","b"]').toString('base64url'),
    ]) {
      expect(() => decodeHistoryCursor(value)).toThrow('Invalid cursor')
    }
  })
})
