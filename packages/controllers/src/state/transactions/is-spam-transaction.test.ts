import { describe, expect, it } from 'vitest'
import { spamTransfer, transaction } from '../../test-utils/transactions.ts'
import { isSpamTransaction } from './is-spam-transaction.ts'

describe('isSpamTransaction', () => {
  it('is spam only when every transfer is an NFT flagged as spam', () => {
    const at = '2024-01-01T00:00:00Z'
    expect(isSpamTransaction(transaction('a', at, 'eip155:1', [spamTransfer, spamTransfer]))).toBe(
      true,
    )
    expect(isSpamTransaction(transaction('b', at, 'eip155:1', [spamTransfer, {}]))).toBe(false)
    expect(
      isSpamTransaction(
        transaction('c', at, 'eip155:1', [{ nft_info: { flags: { is_spam: false } } }]),
      ),
    ).toBe(false)
    expect(isSpamTransaction(transaction('d', at, 'eip155:1', [{ nft_info: null }]))).toBe(false)
  })

  it('does not hide a transaction without transfers', () => {
    expect(isSpamTransaction(transaction('e', '2024-01-01T00:00:00Z', 'eip155:1', []))).toBe(false)
  })
})
