import type { Transaction } from '../../api/schemas/transaction.ts'
import type { TransactionsByYear } from './types.ts'

function minedAtMs(transaction: Transaction): number {
  const time = Date.parse(transaction.metadata.minedAt)
  return Number.isNaN(time) ? 0 : time
}

/**
 * Adds `transactions` to `grouped` (a new object is returned): year, then month, each month
 * sorted newest first by minedAt; a transaction already there (same id) is replaced. Years and
 * months are UTC, so grouping is the same on the server and in every browser.
 */
export function groupTransactionsByYear(
  grouped: TransactionsByYear,
  transactions: readonly Transaction[],
): TransactionsByYear {
  const result: TransactionsByYear = {}
  for (const [year, months] of Object.entries(grouped)) {
    result[Number(year)] = { ...months }
  }
  for (const transaction of transactions) {
    const date = new Date(minedAtMs(transaction))
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth()
    const months = result[year] ?? {}
    result[year] = months
    const others = (months[month] ?? []).filter((known) => known.id !== transaction.id)
    months[month] = [...others, transaction].sort((a, b) => minedAtMs(b) - minedAtMs(a))
  }
  return result
}
