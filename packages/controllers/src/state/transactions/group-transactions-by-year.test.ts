import { describe, expect, it } from 'vitest'
import { transaction } from '../../test-utils/transactions.ts'
import { groupTransactionsByYear } from './group-transactions-by-year.ts'

const ids = (list: { id: string }[] | undefined) => list?.map((item) => item.id)

describe('groupTransactionsByYear', () => {
  it('groups by year then month (UTC), each month newest first by minedAt', () => {
    const grouped = groupTransactionsByYear({}, [
      transaction('jan-early', '2024-01-03T10:00:00Z'),
      transaction('dec', '2023-12-31T23:59:59Z'),
      transaction('jan-late', '2024-01-20T10:00:00Z'),
      transaction('mar', '2024-03-01T00:00:00Z'),
    ])
    expect(Object.keys(grouped)).toEqual(['2023', '2024'])
    expect(ids(grouped[2024]?.[0])).toEqual(['jan-late', 'jan-early'])
    expect(ids(grouped[2024]?.[2])).toEqual(['mar'])
    expect(ids(grouped[2023]?.[11])).toEqual(['dec'])
  })

  it('merges a later page into the existing groups without mutating them', () => {
    const first = groupTransactionsByYear({}, [transaction('a', '2024-05-10T00:00:00Z')])
    const merged = groupTransactionsByYear(first, [
      transaction('b', '2024-05-20T00:00:00Z'),
      transaction('a', '2024-05-10T00:00:00Z'),
    ])
    expect(ids(merged[2024]?.[4])).toEqual(['b', 'a'])
    expect(ids(first[2024]?.[4])).toEqual(['a'])
  })

  it('puts an unreadable date at the epoch instead of failing', () => {
    const grouped = groupTransactionsByYear({}, [transaction('x', 'not a date')])
    expect(ids(grouped[1970]?.[0])).toEqual(['x'])
  })
})
